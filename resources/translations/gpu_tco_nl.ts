<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
  <context>
    <name>About</name>
    <message>
      <source>undated</source>
      <translation>zonder datum</translation>
    </message>
    <message>
      <source>not readable</source>
      <translation>niet leesbaar</translation>
    </message>
    <message>
      <source>Version</source>
      <translation>Versie</translation>
    </message>
    <message>
      <source>Application id</source>
      <translation>Applicatie-id</translation>
    </message>
    <message>
      <source>Catalogue date</source>
      <translation>Datum catalogus</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Sluiten</translation>
    </message>
    <message>
      <source>Total cost of ownership of GPU servers, for quotes.</source>
      <translation>Total cost of ownership van GPU-servers, voor offertes.</translation>
    </message>
    <message>
      <source>Libraries</source>
      <translation>Bibliotheken</translation>
    </message>
    <message>
      <source>Library</source>
      <translation>Bibliotheek</translation>
    </message>
    <message>
      <source>Licence</source>
      <translation>Licentie</translation>
    </message>
    <message>
      <source>not installed</source>
      <translation>niet geïnstalleerd</translation>
    </message>
    <message>
      <source>About {app}</source>
      <translation>Over {app}</translation>
    </message>
  </context>
  <context>
    <name>Advice</name>
    <message>
      <source>TCO difference with the baseline: each assumption low / high</source>
      <translation>TCO-verschil met de huidige configuratie: elke aanname laag / hoog</translation>
    </message>
    <message>
      <source>Facility energy per unit of work</source>
      <translation>Energieverbruik van het datacenter per eenheid werk</translation>
    </message>
    <message>
      <source>TCO per unit of work</source>
      <translation>TCO per eenheid werk</translation>
    </message>
    <message>
      <source>power cap [% of TDP]</source>
      <translation>vermogensbegrenzing [% van TDP]</translation>
    </message>
    <message>
      <source>TCO difference</source>
      <translation>TCO-verschil</translation>
    </message>
    <message>
      <source>supported</source>
      <translation>ondersteund</translation>
    </message>
    <message>
      <source>extrapolated or invalid</source>
      <translation>geëxtrapoleerd of ongeldig</translation>
    </message>
    <message>
      <source>energy sweet spot</source>
      <translation>energie: gunstigste punt</translation>
    </message>
    <message>
      <source>TCO sweet spot</source>
      <translation>TCO: gunstigste punt</translation>
    </message>
    <message>
      <source>energy: exponent's limit</source>
      <translation>energie: grens van de exponent</translation>
    </message>
    <message>
      <source>TCO: exponent's limit</source>
      <translation>TCO: grens van de exponent</translation>
    </message>
    <message>
      <source>low value</source>
      <translation>lage waarde</translation>
    </message>
    <message>
      <source>high value</source>
      <translation>hoge waarde</translation>
    </message>
    <message>
      <source>kWh per 10⁶ {unit}</source>
      <translation>kWh per 10⁶ {unit}</translation>
    </message>
    <message>
      <source>{currency} per 10⁶ {unit}</source>
      <translation>{currency} per 10⁶ {unit}</translation>
    </message>
    <message>
      <source>energy price</source>
      <translation>energieprijs</translation>
    </message>
    <message>
      <source>price escalation</source>
      <translation>prijsstijging per jaar</translation>
    </message>
    <message>
      <source>demand</source>
      <translation>vraag</translation>
    </message>
    <message>
      <source>utilization ceiling</source>
      <translation>maximale bezettingsgraad</translation>
    </message>
    <message>
      <source>PUE</source>
      <translation>PUE</translation>
    </message>
    <message>
      <source>GPU idle power</source>
      <translation>GPU-vermogen in rust</translation>
    </message>
    <message>
      <source>cap exponent</source>
      <translation>begrenzingsexponent</translation>
    </message>
    <message>
      <source>GPU prices</source>
      <translation>GPU-prijzen</translation>
    </message>
    <message>
      <source>server prices</source>
      <translation>serverprijzen</translation>
    </message>
    <message>
      <source>discount rate</source>
      <translation>disconteringsvoet</translation>
    </message>
    <message>
      <source>powered hours</source>
      <translation>bedrijfsuren</translation>
    </message>
    <message>
      <source>energy tax</source>
      <translation>energiebelasting</translation>
    </message>
    <message>
      <source>capacity charge</source>
      <translation>capaciteitstarief net</translation>
    </message>
    <message>
      <source>residual value</source>
      <translation>restwaarde</translation>
    </message>
    <message>
      <source>rental price</source>
      <translation>huurprijs</translation>
    </message>
    <message>
      <source>demand growth</source>
      <translation>groei van de vraag</translation>
    </message>
    <message>
      <source>Loading advice…</source>
      <translation>Advies laden…</translation>
    </message>
    <message>
      <source>Findings</source>
      <translation>Bevindingen</translation>
    </message>
    <message>
      <source>Power cap</source>
      <translation>Vermogensbegrenzing</translation>
    </message>
    <message>
      <source>Profiles and budget</source>
      <translation>Profielen en budget</translation>
    </message>
    <message>
      <source>Sensitivity</source>
      <translation>Gevoeligheidsanalyse</translation>
    </message>
    <message>
      <source>Uncertainty</source>
      <translation>Onzekerheid</translation>
    </message>
    <message>
      <source>Computing…</source>
      <translation>Bezig met rekenen…</translation>
    </message>
    <message>
      <source>Up to date.</source>
      <translation>Bijgewerkt.</translation>
    </message>
    <message>
      <source>No cap inside the supported range is valid.</source>
      <translation>Geen begrenzing binnen het ondersteunde bereik is geldig.</translation>
    </message>
    <message>
      <source>Throughput under a cap follows the option's measured cap curve.</source>
      <translation>De doorvoer onder een begrenzing volgt de gemeten begrenzingscurve van de optie.</translation>
    </message>
    <message>
      <source>no profile</source>
      <translation>geen profiel</translation>
    </message>
    <message>
      <source>as configured</source>
      <translation>zoals geconfigureerd</translation>
    </message>
    <message>
      <source>uncapped, no profile</source>
      <translation>onbegrensd, geen profiel</translation>
    </message>
    <message>
      <source>variant</source>
      <translation>variant</translation>
    </message>
    <message>
      <source>kWh a year</source>
      <translation>kWh per jaar</translation>
    </message>
    <message>
      <source>kWh vs none</source>
      <translation>kWh t.o.v. geen</translation>
    </message>
    <message>
      <source>TCO</source>
      <translation>TCO</translation>
    </message>
    <message>
      <source>TCO vs none</source>
      <translation>TCO t.o.v. geen</translation>
    </message>
    <message>
      <source>servers in budget</source>
      <translation>servers binnen budget</translation>
    </message>
    <message>
      <source>servers per rack</source>
      <translation>servers per rack</translation>
    </message>
    <message>
      <source>racks</source>
      <translation>racks</translation>
    </message>
    <message>
      <source>Each bar: the TCO difference with the baseline when that assumption alone takes its low or its high value; the line is the quote's value. Negative: cheaper than the baseline.</source>
      <translation>Elke balk: het TCO-verschil met de huidige configuratie wanneer alleen die aanname haar lage of hoge waarde krijgt; de lijn is de waarde uit de offerte. Negatief: goedkoper dan de huidige configuratie.</translation>
    </message>
    <message>
      <source>What moves the NPV of {candidate} most: {items}.</source>
      <translation>Wat de NCW van {candidate} het meest beweegt: {items}.</translation>
    </message>
    <message>
      <source>{assumption} {range}: NPV {npv_low} to {npv_high}</source>
      <translation>{assumption} {range}: NCW {npv_low} tot {npv_high}</translation>
    </message>
    <message>
      <source>{low} to {high}</source>
      <translation>{low} tot {high}</translation>
    </message>
    <message>
      <source>Annual facility energy P10–P90</source>
      <translation>Jaarlijks energieverbruik van het datacenter P10–P90</translation>
    </message>
    <message>
      <source>TCO P10–P90</source>
      <translation>TCO P10–P90</translation>
    </message>
    <message>
      <source>Option:</source>
      <translation>Optie:</translation>
    </message>
    <message>
      <source>&lt;b&gt;Power profiles at equal work&lt;/b&gt;</source>
      <translation>&lt;b&gt;Vermogensprofielen bij gelijk werk&lt;/b&gt;</translation>
    </message>
    <message>
      <source>&lt;b&gt;Power budget and racks&lt;/b&gt;</source>
      <translation>&lt;b&gt;Vermogensbudget en racks&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Energy sweet spot (at most {loss} less throughput): cap {cap} of TDP, {perf} throughput, {kwh} kWh a year.</source>
      <translation>Gunstigste begrenzing voor energie (hoogstens {loss} minder doorvoer): begrenzing {cap} van TDP, {perf} doorvoer, {kwh} kWh per jaar.</translation>
    </message>
    <message>
      <source>Energy, at the limit of the assumed exponent (at most {loss} less throughput): cap {cap} of TDP, {perf} throughput, {kwh} kWh a year.</source>
      <translation>Energie, op de grens van de aangenomen exponent (hoogstens {loss} minder doorvoer): begrenzing {cap} van TDP, {perf} doorvoer, {kwh} kWh per jaar.</translation>
    </message>
    <message>
      <source>TCO sweet spot: cap {cap} of TDP, TCO {tco}.</source>
      <translation>Gunstigste begrenzing voor de TCO: begrenzing {cap} van TDP, TCO {tco}.</translation>
    </message>
    <message>
      <source>TCO, at the limit of the assumed exponent: cap {cap} of TDP, TCO {tco}.</source>
      <translation>TCO, op de grens van de aangenomen exponent: begrenzing {cap} van TDP, TCO {tco}.</translation>
    </message>
    <message>
      <source>The site has no power budget or rack limit.</source>
      <translation>De locatie heeft geen vermogensbudget of racklimiet.</translation>
    </message>
    <message>
      <source>The tornado compares a candidate with the baseline: pick a candidate (the quote needs a baseline).</source>
      <translation>Het tornadodiagram vergelijkt een kandidaat met de huidige configuratie: kies een kandidaat (de offerte heeft een huidige configuratie nodig).</translation>
    </message>
    <message>
      <source>No findings: nothing stands out.</source>
      <translation>Geen bevindingen: niets valt op.</translation>
    </message>
    <message>
      <source>option</source>
      <translation>optie</translation>
    </message>
    <message>
      <source>kWh a year P10 / P50 / P90</source>
      <translation>kWh per jaar P10 / P50 / P90</translation>
    </message>
    <message>
      <source>TCO P10 / P50 / P90</source>
      <translation>TCO P10 / P50 / P90</translation>
    </message>
    <message>
      <source>payback (discounted) P10 / P50 / P90</source>
      <translation>terugverdientijd (verdisconteerd) P10 / P50 / P90</translation>
    </message>
    <message>
      <source>chance to beat the baseline</source>
      <translation>kans om de huidige configuratie te verslaan</translation>
    </message>
    <message>
      <source>Running the Monte Carlo ({n} draws)…</source>
      <translation>Monte Carlo loopt ({n} trekkingen)…</translation>
    </message>
    <message>
      <source>No measured cap curve: these caps are limits of the assumed exponent {beta} (throughput = power ratio ^ {beta}), not measured points.</source>
      <translation>Geen gemeten begrenzingscurve: deze begrenzingen zijn grenzen van de aangenomen exponent {beta} (doorvoer = vermogensverhouding ^ {beta}), geen gemeten punten.</translation>
    </message>
    <message>
      <source>cap {pct}</source>
      <translation>begrenzing {pct}</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>ja</translation>
    </message>
    <message>
      <source>no</source>
      <translation>nee</translation>
    </message>
    <message>
      <source>throughput in budget [{unit}/s]</source>
      <translation>doorvoer binnen budget [{unit}/s]</translation>
    </message>
    <message>
      <source>{draws} draws, each input triangular on its range (low, value, high); beating the baseline: NPV above 0 within the horizon.</source>
      <translation>{draws} trekkingen, elke invoer driehoekig verdeeld over zijn bereik (laag, waarde, hoog); de huidige configuratie verslaan: NCW boven 0 binnen de looptijd.</translation>
    </message>
    <message>
      <source>The analysis failed: {msg}</source>
      <translation>De analyse is mislukt: {msg}</translation>
    </message>
    <message>
      <source>Budget {kw} kW at the grid.</source>
      <translation>Budget {kw} kW op het net.</translation>
    </message>
    <message>
      <source>Rack limit {kw} kW.</source>
      <translation>Racklimiet {kw} kW.</translation>
    </message>
    <message>
      <source>quote</source>
      <translation>offerte</translation>
    </message>
  </context>
  <context>
    <name>CatalogFields</name>
    <message>
      <source>id</source>
      <translation>id</translation>
    </message>
    <message>
      <source>vendor</source>
      <translation>fabrikant</translation>
    </message>
    <message>
      <source>name</source>
      <translation>naam</translation>
    </message>
    <message>
      <source>Dutch name</source>
      <translation>Nederlandse naam</translation>
    </message>
    <message>
      <source>model</source>
      <translation>model</translation>
    </message>
    <message>
      <source>form factor</source>
      <translation>vormfactor</translation>
    </message>
    <message>
      <source>TDP [W]</source>
      <translation>TDP [W]</translation>
    </message>
    <message>
      <source>idle power [W]</source>
      <translation>vermogen in rust [W]</translation>
    </message>
    <message>
      <source>lowest power limit [W]</source>
      <translation>laagste vermogensbegrenzing [W]</translation>
    </message>
    <message>
      <source>highest power limit [W]</source>
      <translation>hoogste vermogensbegrenzing [W]</translation>
    </message>
    <message>
      <source>memory [GB]</source>
      <translation>geheugen [GB]</translation>
    </message>
    <message>
      <source>memory bandwidth [GB/s]</source>
      <translation>geheugenbandbreedte [GB/s]</translation>
    </message>
    <message>
      <source>TFLOPS FP64</source>
      <translation>TFLOPS FP64</translation>
    </message>
    <message>
      <source>TFLOPS TF32</source>
      <translation>TFLOPS TF32</translation>
    </message>
    <message>
      <source>TFLOPS BF16</source>
      <translation>TFLOPS BF16</translation>
    </message>
    <message>
      <source>TFLOPS FP8</source>
      <translation>TFLOPS FP8</translation>
    </message>
    <message>
      <source>TFLOPS FP4</source>
      <translation>TFLOPS FP4</translation>
    </message>
    <message>
      <source>year released</source>
      <translation>jaar van introductie</translation>
    </message>
    <message>
      <source>price [EUR]</source>
      <translation>prijs [EUR]</translation>
    </message>
    <message>
      <source>CO₂ from production [kg]</source>
      <translation>CO₂ uit productie [kg]</translation>
    </message>
    <message>
      <source>status</source>
      <translation>status</translation>
    </message>
    <message>
      <source>rack units (U)</source>
      <translation>rackhoogte (U)</translation>
    </message>
    <message>
      <source>GPU slots</source>
      <translation>GPU-sleuven</translation>
    </message>
    <message>
      <source>platform idle [W]</source>
      <translation>platform in rust [W]</translation>
    </message>
    <message>
      <source>platform maximum [W]</source>
      <translation>platform maximaal [W]</translation>
    </message>
    <message>
      <source>power figures for cooling</source>
      <translation>vermogenscijfers voor koeling</translation>
    </message>
    <message>
      <source>PSU bays</source>
      <translation>voedingssleuven</translation>
    </message>
    <message>
      <source>base price [EUR]</source>
      <translation>basisprijs [EUR]</translation>
    </message>
    <message>
      <source>standard warranty [years]</source>
      <translation>standaardgarantie [jaar]</translation>
    </message>
    <message>
      <source>support after the warranty [share of list price a year]</source>
      <translation>ondersteuning na de garantie [deel van de catalogusprijs per jaar]</translation>
    </message>
    <message>
      <source>rating [W]</source>
      <translation>nominaal vermogen [W]</translation>
    </message>
    <message>
      <source>80 PLUS level</source>
      <translation>80 PLUS-niveau</translation>
    </message>
    <message>
      <source>load sharing</source>
      <translation>lastverdeling</translation>
    </message>
    <message>
      <source>type</source>
      <translation>soort</translation>
    </message>
    <message>
      <source>PUE</source>
      <translation>PUE</translation>
    </message>
    <message>
      <source>factor on the site's PUE</source>
      <translation>factor op de PUE van de locatie</translation>
    </message>
    <message>
      <source>factor on the IT power</source>
      <translation>factor op het IT-vermogen</translation>
    </message>
    <message>
      <source>investment per server [EUR]</source>
      <translation>investering per server [EUR]</translation>
    </message>
    <message>
      <source>work unit</source>
      <translation>werkeenheid</translation>
    </message>
    <message>
      <source>work unit, plural</source>
      <translation>werkeenheid, meervoud</translation>
    </message>
    <message>
      <source>Dutch work unit</source>
      <translation>Nederlandse werkeenheid</translation>
    </message>
    <message>
      <source>Dutch work unit, plural</source>
      <translation>Nederlandse werkeenheid, meervoud</translation>
    </message>
    <message>
      <source>power-limit exponent</source>
      <translation>exponent vermogensbegrenzing</translation>
    </message>
    <message>
      <source>precision</source>
      <translation>precisie</translation>
    </message>
    <message>
      <source>native number formats</source>
      <translation>eigen getalformaten</translation>
    </message>
    <message>
      <source>description</source>
      <translation>beschrijving</translation>
    </message>
    <message>
      <source>model memory [GB]</source>
      <translation>geheugen van het model [GB]</translation>
    </message>
    <message>
      <source>model parameters [10⁹]</source>
      <translation>modelparameters [10⁹]</translation>
    </message>
    <message>
      <source>working memory per instance [GB]</source>
      <translation>werkgeheugen per instantie [GB]</translation>
    </message>
    <message>
      <source>carbon intensity [kg CO₂/kWh]</source>
      <translation>CO₂-intensiteit [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>carbon year</source>
      <translation>jaar van de CO₂-intensiteit</translation>
    </message>
    <message>
      <source>energy price [per kWh]</source>
      <translation>energieprijs [per kWh]</translation>
    </message>
    <message>
      <source>currency</source>
      <translation>valuta</translation>
    </message>
    <message>
      <source>throughput: {workload} [{unit}/s]</source>
      <translation>doorvoer: {workload} [{unit}/s]</translation>
    </message>
    <message>
      <source>busy power: {workload} [W]</source>
      <translation>vermogen onder belasting: {workload} [W]</translation>
    </message>
    <message>
      <source>throughput format: {workload}</source>
      <translation>getalformaat doorvoer: {workload}</translation>
    </message>
    <message>
      <source>unit</source>
      <translation>eenheid</translation>
    </message>
  </context>
  <context>
    <name>CatalogUpdate</name>
    <message>
      <source>Part</source>
      <translation>Onderdeel</translation>
    </message>
    <message>
      <source>Field</source>
      <translation>Veld</translation>
    </message>
    <message>
      <source>In the quote</source>
      <translation>In de offerte</translation>
    </message>
    <message>
      <source>In the catalogue</source>
      <translation>In de catalogus</translation>
    </message>
    <message>
      <source>Source</source>
      <translation>Bron</translation>
    </message>
    <message>
      <source>Install catalogue</source>
      <translation>Catalogus installeren</translation>
    </message>
    <message>
      <source>Catalogue (*.zip)</source>
      <translation>Catalogus (*.zip)</translation>
    </message>
    <message>
      <source>The new catalogue has no release note for this update.</source>
      <translation>De nieuwe catalogus heeft geen toelichting bij deze update.</translation>
    </message>
    <message>
      <source>Install</source>
      <translation>Installeren</translation>
    </message>
    <message>
      <source>What changed in the catalogue</source>
      <translation>Wat er in de catalogus veranderde</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Sluiten</translation>
    </message>
    <message>
      <source>Update the quote from the catalogue</source>
      <translation>De offerte bijwerken uit de catalogus</translation>
    </message>
    <message>
      <source>Update the quote</source>
      <translation>Offerte bijwerken</translation>
    </message>
    <message>
      <source>What changed, and why:</source>
      <translation>Wat er veranderde, en waarom:</translation>
    </message>
    <message>
      <source>The catalogue in use has other values for parts this quote uses. Tick the ones the quote should take over; the others keep the quote's own value. Undo reverts the update.</source>
      <translation>De catalogus in gebruik heeft andere waarden voor onderdelen die deze offerte gebruikt. Vink aan welke de offerte overneemt; de andere houden de eigen waarde van de offerte. Ongedaan maken draait de update terug.</translation>
    </message>
    <message>
      <source>Install the catalogue of {new} from {file}? The catalogue in use is of {old}; your catalogue edits are kept.</source>
      <translation>De catalogus van {new} uit {file} installeren? De catalogus in gebruik is van {old}; uw wijzigingen in de catalogus blijven bewaard.</translation>
    </message>
    <message>
      <source>The catalogue of {new} replaces the one of {old}:</source>
      <translation>De catalogus van {new} vervangt die van {old}:</translation>
    </message>
    <message>
      <source>The catalogue of {new}:</source>
      <translation>De catalogus van {new}:</translation>
    </message>
  </context>
  <context>
    <name>CatalogUpgrade</name>
    <message>
      <source>What changed…</source>
      <translation>Wat er veranderde…</translation>
    </message>
    <message>
      <source>Dismiss</source>
      <translation>Negeren</translation>
    </message>
    <message>
      <source>A newer catalogue is in use ({new}; you last used the one of {old}). Quotes keep their own copy of the parts they use.</source>
      <translation>Er is een nieuwere catalogus in gebruik ({new}; u gebruikte laatst die van {old}). Offertes houden hun eigen kopie van de onderdelen die ze gebruiken.</translation>
    </message>
    <message>
      <source>A newer catalogue is in use ({new}). Quotes keep their own copy of the parts they use.</source>
      <translation>Er is een nieuwere catalogus in gebruik ({new}). Offertes houden hun eigen kopie van de onderdelen die ze gebruiken.</translation>
    </message>
    <message>
      <source>This version of the app brings a newer catalogue ({new}; you last used the one of {old}), in use from now on. Quotes keep their own copy of the parts they use.</source>
      <translation>Deze versie van de app brengt een nieuwere catalogus mee ({new}; u gebruikte laatst die van {old}), vanaf nu in gebruik. Offertes houden hun eigen kopie van de onderdelen die ze gebruiken.</translation>
    </message>
    <message>
      <source>This version of the app brings a newer catalogue ({new}), in use from now on. Quotes keep their own copy of the parts they use.</source>
      <translation>Deze versie van de app brengt een nieuwere catalogus mee ({new}), vanaf nu in gebruik. Offertes houden hun eigen kopie van de onderdelen die ze gebruiken.</translation>
    </message>
  </context>
  <context>
    <name>Catalogue</name>
    <message>
      <source>Review and update the quote…</source>
      <translation>Bekijken en de offerte bijwerken…</translation>
    </message>
    <message>
      <source>value</source>
      <translation>waarde</translation>
    </message>
    <message>
      <source>values</source>
      <translation>waarden</translation>
    </message>
    <message>
      <source>This quote keeps its own copy of the parts it uses; the catalogue in use ({date}) has other values for {parts}: {values}.</source>
      <translation>Deze offerte houdt een eigen kopie van de onderdelen die ze gebruikt; de catalogus in gebruik ({date}) heeft andere waarden voor {parts}: {values}.</translation>
    </message>
    <message>
      <source>The quote took over {values} from the catalogue; Undo reverts it.</source>
      <translation>De offerte nam {values} over uit de catalogus; Ongedaan maken draait dat terug.</translation>
    </message>
    <message>
      <source>part</source>
      <translation>onderdeel</translation>
    </message>
    <message>
      <source>parts</source>
      <translation>onderdelen</translation>
    </message>
    <message>
      <source>Update {values} from the catalogue</source>
      <translation>{values} bijwerken uit de catalogus</translation>
    </message>
    <message>
      <source>Quote not updated: {reason}</source>
      <translation>Offerte niet bijgewerkt: {reason}</translation>
    </message>
    <message>
      <source>throughput format not stated: not used for a class that names its accepted formats</source>
      <translation>getalformaat van de doorvoer niet opgegeven: niet gebruikt voor een klasse die haar geaccepteerde getalformaten noemt</translation>
    </message>
    <message>
      <source>not stated</source>
      <translation>niet opgegeven</translation>
    </message>
    <message>
      <source>one number format per throughput value; known: {known}</source>
      <translation>één getalformaat per doorvoerwaarde; bekend: {known}</translation>
    </message>
    <message>
      <source>Source (confidence)</source>
      <translation>Bron (betrouwbaarheid)</translation>
    </message>
    <message>
      <source>price on request</source>
      <translation>prijs op aanvraag</translation>
    </message>
    <message>
      <source>{field} = {value}: {reason}</source>
      <translation>{field} = {value}: {reason}</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>GPU's</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Servers</translation>
    </message>
    <message>
      <source>PSUs</source>
      <translation>Voedingen</translation>
    </message>
    <message>
      <source>Cooling</source>
      <translation>Koeling</translation>
    </message>
    <message>
      <source>Workload classes</source>
      <translation>Workloadklassen</translation>
    </message>
    <message>
      <source>Regions</source>
      <translation>Regio’s</translation>
    </message>
    <message>
      <source>Filter…</source>
      <translation>Filteren…</translation>
    </message>
    <message>
      <source>Install catalogue…</source>
      <translation>Catalogus installeren…</translation>
    </message>
    <message>
      <source>Import price list…</source>
      <translation>Prijslijst importeren…</translation>
    </message>
    <message>
      <source>Reset value</source>
      <translation>Waarde herstellen</translation>
    </message>
    <message>
      <source>Reset all edits</source>
      <translation>Alle wijzigingen herstellen</translation>
    </message>
    <message>
      <source>Double-click a value to edit it. Edits are kept in your own overlay (marked blue, source "user edit"); the shipped catalogue never changes.</source>
      <translation>Dubbelklik op een waarde om die te wijzigen. Wijzigingen worden apart bewaard (blauw gemarkeerd, bron "aangepast door de gebruiker"); de meegeleverde catalogus verandert nooit.</translation>
    </message>
    <message>
      <source>Catalogue of {date} installed; your catalogue edits are kept.</source>
      <translation>Catalogus van {date} geïnstalleerd; uw wijzigingen in de catalogus blijven bewaard.</translation>
    </message>
    <message>
      <source>There are no catalogue edits to reset.</source>
      <translation>Er zijn geen wijzigingen in de catalogus om te herstellen.</translation>
    </message>
    <message>
      <source>Catalogue not installed</source>
      <translation>Catalogus niet geïnstalleerd</translation>
    </message>
    <message>
      <source>Edit refused: {reason}</source>
      <translation>Wijziging geweigerd: {reason}</translation>
    </message>
    <message>
      <source>All {count} catalogue edits were reset; a backup of them is kept in {path}.</source>
      <translation>Alle {count} wijzigingen in de catalogus zijn hersteld; een reservekopie ervan staat in {path}.</translation>
    </message>
    <message>
      <source>Your edits of values the new catalogue changed are kept ({count}):</source>
      <translation>Uw wijzigingen van waarden die de nieuwe catalogus veranderde, blijven bewaard ({count}):</translation>
    </message>
    <message>
      <source>Catalogue not installed: {reason}</source>
      <translation>Catalogus niet geïnstalleerd: {reason}</translation>
    </message>
    <message>
      <source>Price list {name} of {date} kept: {count} catalogue prices come from it, valid until {until}.</source>
      <translation>Prijslijst {name} van {date} bewaard: {count} prijzen in de catalogus komen eruit, geldig tot {until}.</translation>
    </message>
    <message>
      <source>Price list not read: {reason}</source>
      <translation>Prijslijst niet gelezen: {reason}</translation>
    </message>
    <message>
      <source>Price list not kept: {reason}</source>
      <translation>Prijslijst niet bewaard: {reason}</translation>
    </message>
  </context>
  <context>
    <name>Changes</name>
    <message>
      <source>currency</source>
      <translation>valuta</translation>
    </message>
    <message>
      <source>quote date</source>
      <translation>offertedatum</translation>
    </message>
    <message>
      <source>day/night tariff</source>
      <translation>dag-/nachttarief</translation>
    </message>
    <message>
      <source>energy bill</source>
      <translation>energierekening</translation>
    </message>
    <message>
      <source>region</source>
      <translation>regio</translation>
    </message>
    <message>
      <source>workload</source>
      <translation>workload</translation>
    </message>
    <message>
      <source>dismissed warning</source>
      <translation>weggeklikte waarschuwing</translation>
    </message>
    <message>
      <source>option name</source>
      <translation>naam van de optie</translation>
    </message>
    <message>
      <source>new option</source>
      <translation>nieuwe optie</translation>
    </message>
    <message>
      <source>duplicated option</source>
      <translation>gekopieerde optie</translation>
    </message>
    <message>
      <source>removed option</source>
      <translation>verwijderde optie</translation>
    </message>
    <message>
      <source>option order</source>
      <translation>volgorde van de opties</translation>
    </message>
    <message>
      <source>baseline</source>
      <translation>huidige configuratie</translation>
    </message>
    <message>
      <source>server</source>
      <translation>server</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>PSU</source>
      <translation>voeding</translation>
    </message>
    <message>
      <source>cooling</source>
      <translation>koeling</translation>
    </message>
    <message>
      <source>GPUs per server</source>
      <translation>GPU's per server</translation>
    </message>
    <message>
      <source>PSUs installed</source>
      <translation>geplaatste voedingen</translation>
    </message>
    <message>
      <source>PSU spares</source>
      <translation>reservevoedingen</translation>
    </message>
    <message>
      <source>power cap</source>
      <translation>vermogensbegrenzing</translation>
    </message>
    <message>
      <source>power profile</source>
      <translation>vermogensprofiel</translation>
    </message>
    <message>
      <source>full power</source>
      <translation>vol vermogen</translation>
    </message>
    <message>
      <source>cap curve</source>
      <translation>begrenzingscurve</translation>
    </message>
    <message>
      <source>fleet mode</source>
      <translation>vlootmodus</translation>
    </message>
    <message>
      <source>servers</source>
      <translation>aantal servers</translation>
    </message>
    <message>
      <source>utilization</source>
      <translation>bezettingsgraad</translation>
    </message>
    <message>
      <source>installation</source>
      <translation>installatie</translation>
    </message>
    <message>
      <source>licence</source>
      <translation>licentie</translation>
    </message>
    <message>
      <source>GPU price</source>
      <translation>GPU-prijs</translation>
    </message>
    <message>
      <source>server price</source>
      <translation>serverprijs</translation>
    </message>
    <message>
      <source>discount</source>
      <translation>korting</translation>
    </message>
    <message>
      <source>maintenance</source>
      <translation>onderhoud</translation>
    </message>
    <message>
      <source>residual value</source>
      <translation>restwaarde</translation>
    </message>
    <message>
      <source>financing</source>
      <translation>financiering</translation>
    </message>
    <message>
      <source>rental</source>
      <translation>huur</translation>
    </message>
    <message>
      <source>extra lines</source>
      <translation>extra regels</translation>
    </message>
    <message>
      <source>new extra line</source>
      <translation>nieuwe extra regel</translation>
    </message>
    <message>
      <source>removed extra line</source>
      <translation>verwijderde extra regel</translation>
    </message>
    <message>
      <source>redundancy</source>
      <translation>redundantie</translation>
    </message>
    <message>
      <source>minimum servers</source>
      <translation>minimum aantal servers</translation>
    </message>
    <message>
      <source>suggested option</source>
      <translation>voorgestelde optie</translation>
    </message>
    <message>
      <source>custom server</source>
      <translation>eigen server</translation>
    </message>
    <message>
      <source>validity</source>
      <translation>geldigheid</translation>
    </message>
    <message>
      <source>VAT rate</source>
      <translation>btw-tarief</translation>
    </message>
    <message>
      <source>revision</source>
      <translation>revisie</translation>
    </message>
    <message>
      <source>Undo: {change}</source>
      <translation>Ongedaan maken: {change}</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Ongedaan maken</translation>
    </message>
    <message>
      <source>Redo: {change}</source>
      <translation>Opnieuw: {change}</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Opnieuw</translation>
    </message>
  </context>
  <context>
    <name>Charts</name>
    <message>
      <source>Loading charts…</source>
      <translation>Grafieken laden…</translation>
    </message>
    <message>
      <source>No option can be computed yet, so there is nothing to chart: the Results page says why.</source>
      <translation>Nog geen enkele optie kan worden doorgerekend, dus er valt niets te tonen: de pagina Resultaten zegt waarom.</translation>
    </message>
    <message>
      <source>Export PNG…</source>
      <translation>Exporteren als PNG…</translation>
    </message>
    <message>
      <source>Cumulative cost, discounted (capex + opex)</source>
      <translation>Cumulatieve kosten, verdisconteerd (investering + exploitatie)</translation>
    </message>
    <message>
      <source>Annual energy: IT and facility overhead</source>
      <translation>Energieverbruik per jaar: IT en facilitaire overhead</translation>
    </message>
    <message>
      <source>Power per server at the wall</source>
      <translation>Vermogen per server aan het stopcontact</translation>
    </message>
    <message>
      <source>Peak throughput per wall kW</source>
      <translation>Piekdoorvoer per kW aan het stopcontact</translation>
    </message>
    <message>
      <source>year</source>
      <translation>jaar</translation>
    </message>
    <message>
      <source>energy</source>
      <translation>energie</translation>
    </message>
    <message>
      <source>power</source>
      <translation>vermogen</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>GPU's</translation>
    </message>
    <message>
      <source>platform</source>
      <translation>platform</translation>
    </message>
    <message>
      <source>PSU loss</source>
      <translation>verlies voeding</translation>
    </message>
    <message>
      <source>facility overhead</source>
      <translation>facilitaire overhead</translation>
    </message>
    <message>
      <source>Charts</source>
      <translation>Grafieken</translation>
    </message>
    <message>
      <source>All four charts</source>
      <translation>Alle vier grafieken</translation>
    </message>
    <message>
      <source>Export charts</source>
      <translation>Grafieken exporteren</translation>
    </message>
    <message>
      <source>Wh/yr</source>
      <translation>Wh/jaar</translation>
    </message>
    <message>
      <source>View all</source>
      <translation>Alles tonen</translation>
    </message>
    <message>
      <source>cost [{currency}]</source>
      <translation>kosten [{currency}]</translation>
    </message>
    <message>
      <source>{unit}/s per kW</source>
      <translation>{unit}/s per kW</translation>
    </message>
    <message>
      <source>IT</source>
      <translation>IT</translation>
    </message>
    <message>
      <source>payback, cumulative: {y}</source>
      <translation>verdisconteerde terugverdientijd: {y}</translation>
    </message>
  </context>
  <context>
    <name>CustomServer</name>
    <message>
      <source>Custom server as the baseline</source>
      <translation>Eigen server als huidige configuratie</translation>
    </message>
    <message>
      <source>For hardware the catalogue lacks: the server's DC load at idle and at full load (from the vendor's power calculator), its GPUs and PSUs. The GPU's catalogue row gives the throughput.</source>
      <translation>Voor hardware die niet in de catalogus staat: de DC-belasting van de server in rust en bij volle belasting (uit de stroomcalculator van de leverancier), de GPU's en de voedingen. De doorvoer komt uit de catalogusregel van de GPU.</translation>
    </message>
    <message>
      <source>Custom server</source>
      <translation>Eigen server</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Naam</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>GPUs per server</source>
      <translation>GPU's per server</translation>
    </message>
    <message>
      <source>Server power at idle</source>
      <translation>Vermogen van de server in rust</translation>
    </message>
    <message>
      <source>Server power at full load</source>
      <translation>Vermogen van de server bij volle belasting</translation>
    </message>
    <message>
      <source>PSUs installed</source>
      <translation>Geïnstalleerde voedingen</translation>
    </message>
    <message>
      <source>of which spares</source>
      <translation>waarvan reserve</translation>
    </message>
    <message>
      <source>PSU rating</source>
      <translation>Vermogen per voeding</translation>
    </message>
    <message>
      <source>Rack units</source>
      <translation>Rackhoogte (U)</translation>
    </message>
    <message>
      <source>Servers today</source>
      <translation>Servers vandaag</translation>
    </message>
    <message>
      <source>Utilization today</source>
      <translation>Bezettingsgraad vandaag</translation>
    </message>
    <message>
      <source>No GPU of the catalogue has a throughput for this workload.</source>
      <translation>Geen GPU in de catalogus heeft een doorvoer voor deze workload.</translation>
    </message>
    <message>
      <source>No air cooling option in the catalogue.</source>
      <translation>Geen luchtkoeling in de catalogus.</translation>
    </message>
    <message>
      <source>custom server</source>
      <translation>eigen server</translation>
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Time column</source>
      <translation>Tijdkolom</translation>
    </message>
    <message>
      <source>Power column(s)</source>
      <translation>Kolom(men) met vermogen</translation>
    </message>
    <message>
      <source>Power unit</source>
      <translation>Eenheid van het vermogen</translation>
    </message>
    <message>
      <source>GPU column</source>
      <translation>GPU-kolom</translation>
    </message>
    <message>
      <source>Utilization column (%)</source>
      <translation>Kolom met bezettingsgraad (%)</translation>
    </message>
    <message>
      <source>(none)</source>
      <translation>(geen)</translation>
    </message>
    <message>
      <source>Choose at least one power column.</source>
      <translation>Kies minstens één kolom met vermogen.</translation>
    </message>
    <message>
      <source>The time column cannot be a power column.</source>
      <translation>De tijdkolom kan geen kolom met vermogen zijn.</translation>
    </message>
    <message>
      <source>A utilization column goes with one power column only.</source>
      <translation>Een kolom met bezettingsgraad hoort bij maar één kolom met vermogen.</translation>
    </message>
    <message>
      <source>Columns of {name}</source>
      <translation>Kolommen van {name}</translation>
    </message>
    <message>
      <source>{name} is a CSV this app does not recognise. Choose the column with the time and the power column (one per GPU when each GPU has its own).</source>
      <translation>{name} is een CSV die deze app niet herkent. Kies de kolom met de tijd en de kolom met het vermogen (één per GPU als elke GPU een eigen kolom heeft).</translation>
    </message>
    <message>
      <source>Fields of {name}</source>
      <translation>Velden van {name}</translation>
    </message>
    <message>
      <source>{name} has no header line (logged with --format=csv,noheader). Give the fields of --query-gpu, in their order, separated by commas.</source>
      <translation>{name} heeft geen kopregel (gelogd met --format=csv,noheader). Geef de velden van --query-gpu, in hun volgorde, gescheiden door komma's.</translation>
    </message>
    <message>
      <source>First line: {line}</source>
      <translation>Eerste regel: {line}</translation>
    </message>
    <message>
      <source>GPU TCO quotes (*.quote.json *.json)</source>
      <translation>GPU TCO-offertes (*.quote.json *.json)</translation>
    </message>
    <message>
      <source>Unsaved changes</source>
      <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
      <source>The file changed on disk</source>
      <translation>Het bestand is op schijf gewijzigd</translation>
    </message>
    <message>
      <source>Reload the file (your unsaved changes here are lost), or save your version under another name.</source>
      <translation>Laad het bestand opnieuw (uw niet-opgeslagen wijzigingen hier gaan verloren), of sla uw versie onder een andere naam op.</translation>
    </message>
    <message>
      <source>Recover unsaved work</source>
      <translation>Niet-opgeslagen werk herstellen</translation>
    </message>
    <message>
      <source>Reset all catalogue edits</source>
      <translation>Alle wijzigingen in de catalogus herstellen</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Instellingen</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Taal</translation>
    </message>
    <message>
      <source>Number and date formats</source>
      <translation>Notatie van getallen en datums</translation>
    </message>
    <message>
      <source>Save as…</source>
      <translation>Opslaan als…</translation>
    </message>
    <message>
      <source>Reload from disk</source>
      <translation>Opnieuw laden van schijf</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuleren</translation>
    </message>
    <message>
      <source>a new, unsaved quote</source>
      <translation>een nieuwe, niet opgeslagen offerte</translation>
    </message>
    <message>
      <source>GPU TCO did not close properly last time. Open the unsaved changes to {quote}?</source>
      <translation>GPU TCO is de vorige keer niet goed afgesloten. De niet-opgeslagen wijzigingen in {quote} openen?</translation>
    </message>
    <message>
      <source>Save quote</source>
      <translation>Offerte opslaan</translation>
    </message>
    <message>
      <source>Open quote</source>
      <translation>Offerte openen</translation>
    </message>
    <message>
      <source>Save the changes to {name}?</source>
      <translation>De wijzigingen in {name} opslaan?</translation>
    </message>
    <message>
      <source>{name} was changed on disk after you opened or last saved it (by another window or program). Saving now would overwrite those changes.</source>
      <translation>{name} is op schijf gewijzigd nadat u het opende of het laatst opsloeg (door een ander venster of programma). Nu opslaan zou die wijzigingen overschrijven.</translation>
    </message>
    <message>
      <source>the quote {file}</source>
      <translation>de offerte {file}</translation>
    </message>
    <message>
      <source>GPU TCO did not close properly last time. Open the unsaved changes to {quote}, autosaved {when}?</source>
      <translation>GPU TCO is de vorige keer niet goed afgesloten. De niet-opgeslagen wijzigingen in {quote} openen, automatisch bewaard op {when}?</translation>
    </message>
    <message>
      <source>Reset all {count} edited catalogue values to the shipped catalogue? A backup of your edits is kept in {folder}; gpu-tco catalog import-edits FILE brings them back.</source>
      <translation>Alle {count} gewijzigde waarden herstellen naar de meegeleverde catalogus? Een reservekopie van uw wijzigingen blijft bewaard in {folder}; gpu-tco catalog import-edits BESTAND zet ze terug.</translation>
    </message>
    <message>
      <source>the new, unsaved quote for {customer}</source>
      <translation>de nieuwe, niet opgeslagen offerte voor {customer}</translation>
    </message>
  </context>
  <context>
    <name>Errors</name>
    <message>
      <source>Something went wrong: {what}.
The details are in {log}.</source>
      <translation>Er ging iets mis: {what}.
De details staan in {log}.</translation>
    </message>
  </context>
  <context>
    <name>Export</name>
    <message>
      <source>Export quote</source>
      <translation>Offerte exporteren</translation>
    </message>
    <message>
      <source>Language of the documents</source>
      <translation>Taal van de documenten</translation>
    </message>
    <message>
      <source>Excel workbook (.xlsx) with live formulas</source>
      <translation>Excel-werkmap (.xlsx) met live formules</translation>
    </message>
    <message>
      <source>PDF proposal (.pdf)</source>
      <translation>Offerte als pdf (.pdf)</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Bestanden</translation>
    </message>
    <message>
      <source>Advice appendix in the PDF</source>
      <translation>Adviesbijlage in de pdf</translation>
    </message>
    <message>
      <source>The advisor's findings and power-cap sweet spots, as the PDF's last section</source>
      <translation>De bevindingen van de adviesmodule en de optimale vermogensbegrenzing, als laatste deel van de pdf</translation>
    </message>
    <message>
      <source>Target folder</source>
      <translation>Doelmap</translation>
    </message>
    <message>
      <source>none</source>
      <translation>geen</translation>
    </message>
    <message>
      <source>Seller</source>
      <translation>Verkoper</translation>
    </message>
    <message>
      <source>Seller profile (cover page)</source>
      <translation>Verkopersprofiel (voorblad)</translation>
    </message>
    <message>
      <source>none: fill in a seller profile in Preferences</source>
      <translation>geen: vul een verkopersprofiel in bij Instellingen</translation>
    </message>
    <message>
      <source>Open the folder afterwards</source>
      <translation>Map daarna openen</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Exporteren</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>Kiezen…</translation>
    </message>
    <message>
      <source>Export failed</source>
      <translation>Exporteren mislukt</translation>
    </message>
  </context>
  <context>
    <name>Files</name>
    <message>
      <source>the new quote</source>
      <translation>de nieuwe offerte</translation>
    </message>
    <message>
      <source>Cannot open the quote</source>
      <translation>Kan de offerte niet openen</translation>
    </message>
    <message>
      <source>Cannot save the quote</source>
      <translation>Kan de offerte niet opslaan</translation>
    </message>
    <message>
      <source>Cannot recover</source>
      <translation>Kan niet herstellen</translation>
    </message>
    <message>
      <source>{size} characters; a quote file holds at most {limit}</source>
      <translation>{size} tekens; een offertebestand bevat er hoogstens {limit}</translation>
    </message>
    <message>
      <source>not valid JSON (line {line}, column {column}: {why}); correct it there in a text editor, or open the backup (.bak) beside it</source>
      <translation>geen geldige JSON (regel {line}, kolom {column}: {why}); verbeter het daar in een teksteditor, of open de reservekopie (.bak) ernaast</translation>
    </message>
    <message>
      <source>not a quote (expected a JSON object)</source>
      <translation>geen offerte (een JSON-object verwacht)</translation>
    </message>
    <message>
      <source>not a quote file (no schema_version)</source>
      <translation>geen offertebestand (geen schema_version)</translation>
    </message>
    <message>
      <source>schema_version {version} is not a version of a quote file (a whole number 1 to {current})</source>
      <translation>schema_version {version} is geen versie van een offertebestand (een geheel getal van 1 tot en met {current})</translation>
    </message>
    <message>
      <source>written by a newer version of GPU TCO (schema {version}, this app reads up to {current}); update the app to open it</source>
      <translation>geschreven door een nieuwere versie van GPU TCO (schema {version}, deze app leest tot en met {current}); werk de app bij om het te openen</translation>
    </message>
    <message>
      <source>not a regular file, not a quote file</source>
      <translation>geen gewoon bestand, geen offertebestand</translation>
    </message>
    <message>
      <source>larger than {limit} bytes: not a quote file</source>
      <translation>groter dan {limit} bytes: geen offertebestand</translation>
    </message>
    <message>
      <source>no such file</source>
      <translation>bestand bestaat niet</translation>
    </message>
    <message>
      <source>is a folder, not a quote file</source>
      <translation>is een map, geen offertebestand</translation>
    </message>
    <message>
      <source>not a text file (expected a .quote.json)</source>
      <translation>geen tekstbestand (een .quote.json verwacht)</translation>
    </message>
    <message>
      <source>cannot be read ({why})</source>
      <translation>kan niet worden gelezen ({why})</translation>
    </message>
    <message>
      <source>quote</source>
      <translation>offerte</translation>
    </message>
  </context>
  <context>
    <name>Help</name>
    <message>
      <source>Close</source>
      <translation>Sluiten</translation>
    </message>
    <message>
      <source>{app} user guide</source>
      <translation>Handleiding {app}</translation>
    </message>
    <message>
      <source>The user guide is not installed: no pages in {folder}.</source>
      <translation>De handleiding is niet geïnstalleerd: geen pagina's in {folder}.</translation>
    </message>
    <message>
      <source>Cannot read {file}: {why}</source>
      <translation>Kan {file} niet lezen: {why}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Quote</source>
      <translation>Offerte</translation>
    </message>
    <message>
      <source>Options</source>
      <translation>Opties</translation>
    </message>
    <message>
      <source>Results</source>
      <translation>Resultaten</translation>
    </message>
    <message>
      <source>Charts</source>
      <translation>Grafieken</translation>
    </message>
    <message>
      <source>Advice</source>
      <translation>Advies</translation>
    </message>
    <message>
      <source>Measurements</source>
      <translation>Metingen</translation>
    </message>
    <message>
      <source>Catalogue</source>
      <translation>Catalogus</translation>
    </message>
    <message>
      <source>This page is not part of this version.</source>
      <translation>Deze pagina zit niet in deze versie.</translation>
    </message>
    <message>
      <source>&amp;New</source>
      <translation>&amp;Nieuw</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Openen…</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>Op&amp;slaan</translation>
    </message>
    <message>
      <source>Save &amp;as…</source>
      <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
      <source>&amp;Export…</source>
      <translation>&amp;Exporteren…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>Af&amp;sluiten</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
      <source>&amp;User guide</source>
      <translation>&amp;Handleiding</translation>
    </message>
    <message>
      <source>&amp;About GPU TCO</source>
      <translation>&amp;Over GPU TCO</translation>
    </message>
    <message>
      <source>new quote</source>
      <translation>nieuwe offerte</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Bestand</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>Be&amp;werken</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Instellingen</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <source>Open &amp;recent</source>
      <translation>&amp;Recent geopend</translation>
    </message>
  </context>
  <context>
    <name>Measurements</name>
    <message>
      <source>power [W]</source>
      <translation>vermogen [W]</translation>
    </message>
    <message>
      <source>utilization [%]</source>
      <translation>bezettingsgraad [%]</translation>
    </message>
    <message>
      <source>no utilization in this log</source>
      <translation>geen bezettingsgraad in deze log</translation>
    </message>
    <message>
      <source>time since the start [{unit}]</source>
      <translation>tijd sinds de start [{unit}]</translation>
    </message>
    <message>
      <source>limit {w:.0f} W</source>
      <translation>limiet {w:.0f} W</translation>
    </message>
    <message>
      <source>not a regular file (a device or pipe); save the log to a file and open that file.</source>
      <translation>geen gewoon bestand (een apparaat of pipe); sla de log op in een bestand en open dat bestand.</translation>
    </message>
    <message>
      <source>a folder; open the log files in it, or open the folder with Open folder.</source>
      <translation>een map; open de logbestanden erin, of open de map met Map openen.</translation>
    </message>
    <message>
      <source>{mib} MiB is too large for this kind of log (limit {limit} MiB; only a --query-gpu CSV with its header on line 1 is read in a stream); split the file (for example per host or per day) and import the parts.</source>
      <translation>{mib} MiB is te groot voor dit soort log (grens {limit} MiB; alleen een --query-gpu-CSV met de kopregel op regel 1 wordt als stroom gelezen); splits het bestand (bijvoorbeeld per host of per dag) en importeer de delen.</translation>
    </message>
    <message>
      <source>at least {n} different GPU keys (limit {limit}); is the GPU index column really the GPU index? Otherwise split the file (for example per host) and import the parts.</source>
      <translation>minstens {n} verschillende GPU-sleutels (grens {limit}); is de kolom met de GPU-index echt de GPU-index? Splits anders het bestand (bijvoorbeeld per host) en importeer de delen.</translation>
    </message>
    <message>
      <source>not a text log (binary data: an image, archive or program?); open the log file that nvidia-smi or DCGM wrote.</source>
      <translation>geen tekstlog (binaire gegevens: een afbeelding, archief of programma?); open het logbestand dat nvidia-smi of DCGM schreef.</translation>
    </message>
    <message>
      <source>not a GPU log: line {line} is longer than {limit} characters and nothing else is in the file.</source>
      <translation>geen GPU-log: regel {line} is langer dan {limit} tekens en verder staat er niets in het bestand.</translation>
    </message>
    <message>
      <source>not a GPU log: no header line naming nvidia-smi fields, and no rows of numbers (a spreadsheet or list?); open a log written by nvidia-smi or DCGM, or log with {command}</source>
      <translation>geen GPU-log: geen kopregel met velden van nvidia-smi en geen rijen met getallen (een spreadsheet of lijst?); open een log van nvidia-smi of DCGM, of log met {command}</translation>
    </message>
    <message>
      <source>this is a CodeCarbon emissions.csv without GPU energy (an old schema, or no GPU tracked): only the machine's total energy_consumed, no GPU power; track the GPUs with CodeCarbon 2 or later, or log them with {command}</source>
      <translation>dit is een CodeCarbon-emissions.csv zonder GPU-energie (een oud schema, of geen GPU gevolgd): alleen de totale energy_consumed van de machine, geen GPU-vermogen; volg de GPU's met CodeCarbon 2 of later, of log ze met {command}</translation>
    </message>
    <message>
      <source>this is a DCGM API CSV (DCGM_FI_* fields or field ids) without a time column and a power field (DCGM_FI_DEV_POWER_USAGE, field 155) found; columns: {columns}. Say which columns hold the time and the power (--time-column, --power-column).</source>
      <translation>dit is een DCGM-API-CSV (DCGM_FI_*-velden of veld-id's) zonder gevonden tijdkolom en vermogensveld (DCGM_FI_DEV_POWER_USAGE, veld 155); kolommen: {columns}. Zeg welke kolommen de tijd en het vermogen bevatten (--time-column, --power-column).</translation>
    </message>
    <message>
      <source>column {column} (line {line}) has a unit that is not a power unit; power columns must be in W, mW or kW (nvidia-smi writes [W]).</source>
      <translation>kolom {column} (regel {line}) heeft een eenheid die geen vermogenseenheid is; kolommen met vermogen moeten in W, mW of kW staan (nvidia-smi schrijft [W]).</translation>
    </message>
    <message>
      <source>column {column} of the field list has a unit that is not a power unit; power columns must be in W, mW or kW (nvidia-smi writes [W]).</source>
      <translation>kolom {column} van de veldenlijst heeft een eenheid die geen vermogenseenheid is; kolommen met vermogen moeten in W, mW of kW staan (nvidia-smi schrijft [W]).</translation>
    </message>
    <message>
      <source>a CSV with a header, but its columns are not nvidia-smi fields ({columns}); say which column holds the time and which the power: --time-column NAME --power-column NAME [--power-unit W|mW|kW] [--gpu-column NAME] (in the app: Map columns).</source>
      <translation>een CSV met een kopregel, maar de kolommen zijn geen nvidia-smi-velden ({columns}); zeg welke kolom de tijd bevat en welke het vermogen: --time-column NAAM --power-column NAAM [--power-unit W|mW|kW] [--gpu-column NAAM] (in de app: Kolommen toewijzen).</translation>
    </message>
    <message>
      <source>column {column} is not in the header (line {line}: {columns}).</source>
      <translation>kolom {column} staat niet in de kopregel (regel {line}: {columns}).</translation>
    </message>
    <message>
      <source>power unit {unit} is not W, mW or kW.</source>
      <translation>vermogenseenheid {unit} is geen W, mW of kW.</translation>
    </message>
    <message>
      <source>the power values (median {value}) are too large for watts and for milliwatts (NVML's unit); name the unit (--power-unit W|mW|kW, or in the column mapping), or check that the column holds power.</source>
      <translation>de vermogenswaarden (mediaan {value}) zijn te groot voor watt en voor milliwatt (de eenheid van NVML); geef de eenheid (--power-unit W|mW|kW, of bij het toewijzen van de kolommen), of controleer of de kolom vermogen bevat.</translation>
    </message>
    <message>
      <source>GPU {gpu}: no energy: the log holds no time the reader understood (no time column, or its values not understood); log with timestamps</source>
      <translation>GPU {gpu}: geen energie: het log bevat geen tijd die de lezer begreep (geen tijdkolom, of de waarden ervan niet begrepen); log met tijdstempels</translation>
    </message>
    <message>
      <source>GPU {gpu}: no energy although power was read: fewer than two readings with a time, or every step between them a gap</source>
      <translation>GPU {gpu}: geen energie, hoewel er vermogen is gelezen: minder dan twee metingen met een tijd, of elke stap ertussen een hiaat</translation>
    </message>
    <message>
      <source>GPU logs (*.csv *.txt *.log *.xml *.prom);;All files (*)</source>
      <translation>GPU-logs (*.csv *.txt *.log *.xml *.prom);;Alle bestanden (*)</translation>
    </message>
    <message>
      <source>file</source>
      <translation>bestand</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>name</source>
      <translation>naam</translation>
    </message>
    <message>
      <source>catalogue GPU</source>
      <translation>GPU in catalogus</translation>
    </message>
    <message>
      <source>samples</source>
      <translation>metingen</translation>
    </message>
    <message>
      <source>hours</source>
      <translation>uren</translation>
    </message>
    <message>
      <source>mean W</source>
      <translation>gem. W</translation>
    </message>
    <message>
      <source>p95 W</source>
      <translation>p95 W</translation>
    </message>
    <message>
      <source>max W</source>
      <translation>max. W</translation>
    </message>
    <message>
      <source>limit W</source>
      <translation>limiet W</translation>
    </message>
    <message>
      <source>mean utilization</source>
      <translation>gem. bezettingsgraad</translation>
    </message>
    <message>
      <source>idle W</source>
      <translation>in rust W</translation>
    </message>
    <message>
      <source>full W</source>
      <translation>vollast W</translation>
    </message>
    <message>
      <source>nvidia-smi --query-gpu CSV</source>
      <translation>nvidia-smi --query-gpu-CSV</translation>
    </message>
    <message>
      <source>nvidia-smi --query-gpu CSV without header</source>
      <translation>nvidia-smi --query-gpu-CSV zonder kopregel</translation>
    </message>
    <message>
      <source>nvidia-smi default table</source>
      <translation>standaardtabel van nvidia-smi</translation>
    </message>
    <message>
      <source>dcgm-exporter Prometheus text</source>
      <translation>Prometheus-tekst van dcgm-exporter</translation>
    </message>
    <message>
      <source>pynvml CSV, one power column per GPU</source>
      <translation>pynvml-CSV, één kolom met vermogen per GPU</translation>
    </message>
    <message>
      <source>DCGM API CSV</source>
      <translation>DCGM-API-CSV</translation>
    </message>
    <message>
      <source>CSV with mapped columns</source>
      <translation>CSV met toegewezen kolommen</translation>
    </message>
    <message>
      <source>CodeCarbon emissions.csv (per run)</source>
      <translation>CodeCarbon-emissions.csv (per run)</translation>
    </message>
    <message>
      <source>CSV with a time column and a power column</source>
      <translation>CSV met een tijdkolom en een vermogenskolom</translation>
    </message>
    <message>
      <source>size</source>
      <translation>grootte</translation>
    </message>
    <message>
      <source>format</source>
      <translation>formaat</translation>
    </message>
    <message>
      <source>columns</source>
      <translation>kolommen</translation>
    </message>
    <message>
      <source>status</source>
      <translation>status</translation>
    </message>
    <message>
      <source>the log does not name the GPU: pick the catalogue GPU yourself</source>
      <translation>de log noemt de GPU niet: kies zelf de GPU in de catalogus</translation>
    </message>
    <message>
      <source>ready</source>
      <translation>klaar</translation>
    </message>
    <message>
      <source>Open GPU logs</source>
      <translation>GPU-logs openen</translation>
    </message>
    <message>
      <source>Open files…</source>
      <translation>Bestanden openen…</translation>
    </message>
    <message>
      <source>Open folder…</source>
      <translation>Map openen…</translation>
    </message>
    <message>
      <source>Import</source>
      <translation>Importeren</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuleren</translation>
    </message>
    <message>
      <source>The selected GPU's power and utilization over time appear here once a log is read.</source>
      <translation>Het vermogen en de bezettingsgraad van de gekozen GPU in de tijd verschijnen hier zodra een log is ingelezen.</translation>
    </message>
    <message>
      <source>Attach to catalogue</source>
      <translation>Aan catalogus toevoegen</translation>
    </message>
    <message>
      <source>Use as baseline</source>
      <translation>Gebruiken voor huidige configuratie</translation>
    </message>
    <message>
      <source>Import cancelled.</source>
      <translation>Import geannuleerd.</translation>
    </message>
    <message>
      <source>Open a folder of logs</source>
      <translation>Een map met logs openen</translation>
    </message>
    <message>
      <source>Catalogue GPU:</source>
      <translation>GPU in catalogus:</translation>
    </message>
    <message>
      <source>Cancelling…</source>
      <translation>Annuleren…</translation>
    </message>
    <message>
      <source>The quote has no baseline option: mark one on the Options page.</source>
      <translation>De offerte heeft geen huidige configuratie: markeer een optie op de pagina Opties.</translation>
    </message>
    <message>
      <source>GPU name “{name}” is not in the catalogue: pick the catalogue GPU yourself</source>
      <translation>GPU-naam “{name}” staat niet in de catalogus: kies zelf de GPU in de catalogus</translation>
    </message>
    <message>
      <source>columns to choose at Import: {why}</source>
      <translation>kolommen kiezen bij Importeren: {why}</translation>
    </message>
    <message>
      <source>{n} file(s) imported</source>
      <translation>{n} bestand(en) geïmporteerd</translation>
    </message>
    <message>
      <source>{option} now computes with the measured {gpu} (Undo takes it back).</source>
      <translation>{option} rekent nu met de gemeten {gpu} (Ongedaan maken draait dit terug).</translation>
    </message>
    <message>
      <source>Attach measured {gpu}</source>
      <translation>Gemeten {gpu} toevoegen</translation>
    </message>
    <message>
      <source>Added {gpu} to the quote's catalogue.</source>
      <translation>{gpu} toegevoegd aan de catalogus van de offerte.</translation>
    </message>
    <message>
      <source>{gpu} is kept once an option uses it: use the log for an option (e.g. the baseline).</source>
      <translation>{gpu} blijft pas bewaard als een optie hem gebruikt: gebruik de log voor een optie (bv. de huidige configuratie).</translation>
    </message>
    <message>
      <source>Use the log for {option}</source>
      <translation>De log gebruiken voor {option}</translation>
    </message>
    <message>
      <source>{name}: left out (no columns chosen)</source>
      <translation>{name}: weggelaten (geen kolommen gekozen)</translation>
    </message>
    <message>
      <source>{name}: left out (no field list given)</source>
      <translation>{name}: weggelaten (geen veldenlijst opgegeven)</translation>
    </message>
  </context>
  <context>
    <name>Numbers</name>
    <message>
      <source>a number is needed</source>
      <translation>een getal is nodig</translation>
    </message>
    <message>
      <source>not a number</source>
      <translation>geen getal</translation>
    </message>
    <message>
      <source>not a number in this language's format (e.g. {example})</source>
      <translation>geen getal in de notatie van deze taal (bijv. {example})</translation>
    </message>
    <message>
      <source>must be a whole number</source>
      <translation>moet een geheel getal zijn</translation>
    </message>
    <message>
      <source>must be at least {bound}</source>
      <translation>moet minstens {bound} zijn</translation>
    </message>
    <message>
      <source>must be more than {bound}</source>
      <translation>moet meer dan {bound} zijn</translation>
    </message>
    <message>
      <source>must be at most {bound}</source>
      <translation>mag hoogstens {bound} zijn</translation>
    </message>
    <message>
      <source>must be less than {bound}</source>
      <translation>moet minder dan {bound} zijn</translation>
    </message>
    <message>
      <source>{typed}: {reason}; the value stays {kept}</source>
      <translation>{typed}: {reason}; de waarde blijft {kept}</translation>
    </message>
  </context>
  <context>
    <name>Options</name>
    <message>
      <source>Description</source>
      <translation>Omschrijving</translation>
    </message>
    <message>
      <source>Quantity</source>
      <translation>Aantal</translation>
    </message>
    <message>
      <source>Unit price</source>
      <translation>Stukprijs</translation>
    </message>
    <message>
      <source>Per server</source>
      <translation>Per server</translation>
    </message>
    <message>
      <source>Optional</source>
      <translation>Optioneel</translation>
    </message>
    <message>
      <source>Line total</source>
      <translation>Regeltotaal</translation>
    </message>
    <message>
      <source>{total} (optional)</source>
      <translation>{total} (optioneel)</translation>
    </message>
    <message>
      <source>{total} per server</source>
      <translation>{total} per server</translation>
    </message>
    <message>
      <source>Description: a line needs a description</source>
      <translation>Omschrijving: een regel heeft een omschrijving nodig</translation>
    </message>
    <message>
      <source>Description: {reason}</source>
      <translation>Omschrijving: {reason}</translation>
    </message>
    <message>
      <source>line</source>
      <translation>regel</translation>
    </message>
    <message>
      <source> (baseline)</source>
      <translation> (huidige configuratie)</translation>
    </message>
    <message>
      <source>none</source>
      <translation>geen</translation>
    </message>
    <message>
      <source>amount per year</source>
      <translation>bedrag per jaar</translation>
    </message>
    <message>
      <source>rate on list capex</source>
      <translation>percentage van de catalogusinvestering</translation>
    </message>
    <message>
      <source>catalogue</source>
      <translation>catalogus</translation>
    </message>
    <message>
      <source>quoted</source>
      <translation>geoffreerd</translation>
    </message>
    <message>
      <source>Costs</source>
      <translation>Kosten</translation>
    </message>
    <message>
      <source>price on request</source>
      <translation>prijs op aanvraag</translation>
    </message>
    <message>
      <source>in the catalogue: {price}</source>
      <translation>in de catalogus: {price}</translation>
    </message>
    <message>
      <source>Installation (one-off)</source>
      <translation>Installatie (eenmalig)</translation>
    </message>
    <message>
      <source>Maintenance</source>
      <translation>Onderhoud</translation>
    </message>
    <message>
      <source>Licence per GPU-year</source>
      <translation>Licentie per GPU per jaar</translation>
    </message>
    <message>
      <source>GPU price (each)</source>
      <translation>GPU-prijs (per stuk)</translation>
    </message>
    <message>
      <source>Server base price</source>
      <translation>Basisprijs server</translation>
    </message>
    <message>
      <source>Line discount</source>
      <translation>Korting op de regel</translation>
    </message>
    <message>
      <source>reserved: every hour of the year</source>
      <translation>gereserveerd: elk uur van het jaar</translation>
    </message>
    <message>
      <source>on demand: the busy hours only</source>
      <translation>op afroep: alleen de bezette uren</translation>
    </message>
    <message>
      <source>Financed share</source>
      <translation>Gefinancierd deel</translation>
    </message>
    <message>
      <source>Interest rate per year</source>
      <translation>Rente per jaar</translation>
    </message>
    <message>
      <source>Term [months]</source>
      <translation>Looptijd lening [maanden]</translation>
    </message>
    <message>
      <source>Price per GPU-hour</source>
      <translation>Prijs per GPU-uur</translation>
    </message>
    <message>
      <source>Price escalation per year</source>
      <translation>Prijsstijging per jaar</translation>
    </message>
    <message>
      <source>Migration cost (one-off)</source>
      <translation>Migratiekosten (eenmalig)</translation>
    </message>
    <message>
      <source>Reservation fee upfront</source>
      <translation>Reservering vooraf</translation>
    </message>
    <message>
      <source>Fixed fees per year</source>
      <translation>Vaste kosten per jaar</translation>
    </message>
    <message>
      <source>Provider's PUE</source>
      <translation>PUE van de aanbieder</translation>
    </message>
    <message>
      <source>Provider's CO₂ [kg/kWh]</source>
      <translation>CO₂ aanbieder [kg/kWh]</translation>
    </message>
    <message>
      <source>Residual value, financing, renting</source>
      <translation>Restwaarde, financiering, huur</translation>
    </message>
    <message>
      <source>finance a share of the capex</source>
      <translation>een deel van de investering financieren</translation>
    </message>
    <message>
      <source>rented instead of bought (cloud or GPU as a service)</source>
      <translation>huren in plaats van kopen (cloud of GPU as a service)</translation>
    </message>
    <message>
      <source>where the price comes from, dated</source>
      <translation>waar de prijs vandaan komt, met datum</translation>
    </message>
    <message>
      <source>A share of the capex without installation. No sourced resale figure for this GPU in the catalogue: an assumption unless quoted.</source>
      <translation>Een deel van de investering zonder installatie. Geen restwaarde met bron voor deze GPU in de catalogus: een aanname, tenzij geoffreerd.</translation>
    </message>
    <message>
      <source>none: the price typed</source>
      <translation>geen: de ingevoerde prijs</translation>
    </message>
    <message>
      <source>Residual value at the horizon</source>
      <translation>Restwaarde einde looptijd</translation>
    </message>
    <message>
      <source>Price preset</source>
      <translation>Voorinstelling prijs</translation>
    </message>
    <message>
      <source>Billing</source>
      <translation>Facturering</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Aanbieder</translation>
    </message>
    <message>
      <source>Price source</source>
      <translation>Bron van de prijs</translation>
    </message>
    <message>
      <source>No rental price preset for this GPU: enter the provider's price.</source>
      <translation>Geen voorinstelling van de huurprijs voor deze GPU: voer de prijs van de aanbieder in.</translation>
    </message>
    <message>
      <source>the site's grid intensity</source>
      <translation>de CO₂-intensiteit van het net op de locatie</translation>
    </message>
    <message>
      <source>Monthly payment: {amount}</source>
      <translation>Maandtermijn: {amount}</translation>
    </message>
    <message>
      <source>{confidence}: {note} Source: {source}</source>
      <translation>{confidence}: {note} Bron: {source}</translation>
    </message>
    <message>
      <source>full power</source>
      <translation>vol vermogen</translation>
    </message>
    <message>
      <source>power cap</source>
      <translation>vermogensbegrenzing</translation>
    </message>
    <message>
      <source>power profile</source>
      <translation>vermogensprofiel</translation>
    </message>
    <message>
      <source>as the quote</source>
      <translation>zoals de offerte</translation>
    </message>
    <message>
      <source>all up front</source>
      <translation>alles vooraf</translation>
    </message>
    <message>
      <source>staged</source>
      <translation>gespreid</translation>
    </message>
    <message>
      <source>baseline: what the customer runs today</source>
      <translation>huidige configuratie: wat de klant nu gebruikt</translation>
    </message>
    <message>
      <source>W or %</source>
      <translation>W of %</translation>
    </message>
    <message>
      <source>none: the assumed exponent (e.g. 0.7:0.91, 0.85:0.97, 1:1)</source>
      <translation>geen: de aangenomen exponent (bijv. 0,7:0,91; 0,85:0,97; 1:1)</translation>
    </message>
    <message>
      <source>fleet mode: a given number of servers</source>
      <translation>vlootmodus: een gegeven aantal servers</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Naam</translation>
    </message>
    <message>
      <source>Server</source>
      <translation>Server</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>GPUs per server</source>
      <translation>GPU's per server</translation>
    </message>
    <message>
      <source>PSU</source>
      <translation>Voeding</translation>
    </message>
    <message>
      <source>PSUs installed</source>
      <translation>Voedingen geplaatst</translation>
    </message>
    <message>
      <source>of which spares</source>
      <translation>waarvan reserve</translation>
    </message>
    <message>
      <source>Cooling</source>
      <translation>Koeling</translation>
    </message>
    <message>
      <source>Power</source>
      <translation>Vermogen</translation>
    </message>
    <message>
      <source>Power cap</source>
      <translation>Vermogensbegrenzing</translation>
    </message>
    <message>
      <source>Measured cap curve (power ratio:throughput)</source>
      <translation>Gemeten begrenzingscurve (vermogensverhouding:doorvoer)</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Profiel</translation>
    </message>
    <message>
      <source>Number format</source>
      <translation>Getalformaat</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Servers</translation>
    </message>
    <message>
      <source>Utilization</source>
      <translation>Bezettingsgraad</translation>
    </message>
    <message>
      <source>Purchase plan</source>
      <translation>Aankoopplan</translation>
    </message>
    <message>
      <source>The baseline is not bought: remove this option's extra bill-of-materials lines first.</source>
      <translation>De huidige configuratie wordt niet aangeschaft: verwijder eerst de extra stuklijstregels van deze optie.</translation>
    </message>
    <message>
      <source>The baseline is not bought: remove this option's financing and tax allowances first.</source>
      <translation>De huidige configuratie wordt niet gekocht: verwijder eerst de financiering en de fiscale regelingen van deze optie.</translation>
    </message>
    <message>
      <source>a rental is a sized candidate: switch renting off first</source>
      <translation>een gehuurde optie wordt op het werk gedimensioneerd: zet huren eerst uit</translation>
    </message>
    <message>
      <source>{w} W ({p}): outside {low}–{high} W</source>
      <translation>{w} W ({p}): buiten {low}–{high} W</translation>
    </message>
    <message>
      <source>Power cap: {why}</source>
      <translation>Vermogensbegrenzing: {why}</translation>
    </message>
    <message>
      <source>Cap curve: {why}</source>
      <translation>Begrenzingscurve: {why}</translation>
    </message>
    <message>
      <source>Extra line</source>
      <translation>Extra regel</translation>
    </message>
    <message>
      <source>Bill of materials: extra lines</source>
      <translation>Stuklijst: extra regels</translation>
    </message>
    <message>
      <source>One-off lines in the capex, per server (times the servers) or for the option; optional lines are offered in the PDF but stay out of the total.</source>
      <translation>Eenmalige regels in de investering, per server (maal het aantal servers) of voor de optie; optionele regels staan in de pdf als aanbod maar tellen niet mee in het totaal.</translation>
    </message>
    <message>
      <source>Add line</source>
      <translation>Regel toevoegen</translation>
    </message>
    <message>
      <source>Remove line</source>
      <translation>Regel verwijderen</translation>
    </message>
    <message>
      <source>The baseline is not bought: it has no extra lines.</source>
      <translation>De huidige configuratie wordt niet aangeschaft: ze heeft geen extra regels.</translation>
    </message>
    <message>
      <source>A rental is not bought: its one-off costs are the migration and the upfront fee.</source>
      <translation>Een huuroptie wordt niet aangeschaft: de eenmalige kosten zijn de migratie en de vooruitbetaling.</translation>
    </message>
    <message>
      <source>the catalogue has no server with a GPU, PSU and cooling that fit this workload</source>
      <translation>de catalogus heeft geen server met een GPU, voeding en koeling die bij deze workload passen</translation>
    </message>
    <message>
      <source>GPUs per server changed from {old} to {new}: this server takes {counts}.</source>
      <translation>GPU's per server gewijzigd van {old} in {new}: deze server neemt {counts}.</translation>
    </message>
    <message>
      <source>{server} does not take the {old}: GPU changed to {new}.</source>
      <translation>{server} neemt geen {old}: GPU gewijzigd in {new}.</translation>
    </message>
    <message>
      <source>Cooling changed to {cooling}.</source>
      <translation>Koeling gewijzigd in {cooling}.</translation>
    </message>
    <message>
      <source>automatic (best accepted)</source>
      <translation>automatisch (beste geaccepteerde)</translation>
    </message>
    <message>
      <source>State it on the Catalogue page, in the column "throughput format" of the class.</source>
      <translation>Geef het op de pagina Catalogus op, in de kolom "getalformaat doorvoer" van de klasse.</translation>
    </message>
    <message>
      <source>Default for a new purchased option: N+0, because the current configuration runs one server.</source>
      <translation>Standaard voor een nieuwe gekochte optie: N+0, omdat de huidige configuratie één server draait.</translation>
    </message>
    <message>
      <source>Reserve</source>
      <translation>Reserve</translation>
    </message>
    <message>
      <source>Default for a new purchased option: N+1, because the current configuration runs {n} servers; a production fleet is not replaced by a single point of failure.</source>
      <translation>Standaard voor een nieuwe gekochte optie: N+1, omdat de huidige configuratie {n} servers draait; een productiecluster wordt niet vervangen door één enkel storingspunt.</translation>
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation>Redundantie N +</translation>
    </message>
    <message>
      <source>Minimum servers</source>
      <translation>Minimum aantal servers</translation>
    </message>
    <message>
      <source>A rental has no reserve of its own unless set here: the provider's covers it.</source>
      <translation>Een gehuurde optie heeft geen eigen reserve tenzij die hier is ingesteld: die van de aanbieder dekt het.</translation>
    </message>
    <message>
      <source>the quote's: N+{r}</source>
      <translation>die van de offerte: N+{r}</translation>
    </message>
    <message>
      <source>the quote's: {n}</source>
      <translation>dat van de offerte: {n}</translation>
    </message>
    <message>
      <source>Warranty and tax allowances</source>
      <translation>Garantie en fiscale regelingen</translation>
    </message>
    <message>
      <source>Warranty [years]</source>
      <translation>Garantie [jaar]</translation>
    </message>
    <message>
      <source>Eligibility confirmed</source>
      <translation>Komt in aanmerking (bevestigd)</translation>
    </message>
    <message>
      <source>Maintenance: the amount or rate under Costs, every year.</source>
      <translation>Onderhoud: het bedrag of percentage onder Kosten, elk jaar.</translation>
    </message>
    <message>
      <source>the server's: {years}</source>
      <translation>die van de server: {years}</translation>
    </message>
    <message>
      <source>Maintenance: none given (0 is used; flagged while the baseline pays maintenance).</source>
      <translation>Onderhoud: niet opgegeven (0 wordt gebruikt; gemarkeerd zolang de huidige configuratie onderhoud betaalt).</translation>
    </message>
    <message>
      <source>Maintenance: {rate} of the list capex a year after the warranty (the server's support rate, an assumption).</source>
      <translation>Onderhoud: {rate} van de catalogusinvestering per jaar na de garantie (het supporttarief van de server, een aanname).</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Toevoegen</translation>
    </message>
    <message>
      <source>Duplicate</source>
      <translation>Dupliceren</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Verwijderen</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Omhoog</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Omlaag</translation>
    </message>
    <message>
      <source>Suggest…</source>
      <translation>Voorstellen…</translation>
    </message>
    <message>
      <source>Custom server…</source>
      <translation>Eigen server…</translation>
    </message>
    <message>
      <source>option</source>
      <translation>optie</translation>
    </message>
  </context>
  <context>
    <name>PriceList</name>
    <message>
      <source>SKU / part number</source>
      <translation>Artikelnummer / onderdeelnummer</translation>
    </message>
    <message>
      <source>Description</source>
      <translation>Omschrijving</translation>
    </message>
    <message>
      <source>Price (EUR excl. VAT)</source>
      <translation>Prijs (EUR excl. btw)</translation>
    </message>
    <message>
      <source>Currency</source>
      <translation>Valuta</translation>
    </message>
    <message>
      <source>Price date</source>
      <translation>Prijsdatum</translation>
    </message>
    <message>
      <source>Valid until</source>
      <translation>Geldig tot</translation>
    </message>
    <message>
      <source>Import price list</source>
      <translation>Prijslijst importeren</translation>
    </message>
    <message>
      <source>Price list (*.csv *.txt *.xlsx)</source>
      <translation>Prijslijst (*.csv *.txt *.xlsx)</translation>
    </message>
    <message>
      <source>from the list (dd-mm-yyyy)</source>
      <translation>uit de lijst (dd-mm-jjjj)</translation>
    </message>
    <message>
      <source>30 days after the list's date</source>
      <translation>30 dagen na de datum van de lijst</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Naam</translation>
    </message>
    <message>
      <source>Date of the list</source>
      <translation>Datum van de lijst</translation>
    </message>
    <message>
      <source>Prices valid until</source>
      <translation>Prijzen geldig tot</translation>
    </message>
    <message>
      <source>Read again</source>
      <translation>Opnieuw lezen</translation>
    </message>
    <message>
      <source>(found by content)</source>
      <translation>(gevonden aan de inhoud)</translation>
    </message>
    <message>
      <source>Row</source>
      <translation>Regel</translation>
    </message>
    <message>
      <source>Catalogue entry</source>
      <translation>Catalogusitem</translation>
    </message>
    <message>
      <source>Price</source>
      <translation>Prijs</translation>
    </message>
    <message>
      <source>SKU</source>
      <translation>Artikelnr.</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>Tekst</translation>
    </message>
    <message>
      <source>Why not imported</source>
      <translation>Waarom niet geïmporteerd</translation>
    </message>
    <message>
      <source>Imported rows</source>
      <translation>Geïmporteerde regels</translation>
    </message>
    <message>
      <source>Rows not imported</source>
      <translation>Niet geïmporteerde regels</translation>
    </message>
    <message>
      <source>Price list {name}</source>
      <translation>Prijslijst {name}</translation>
    </message>
    <message>
      <source>Columns: {columns}.</source>
      <translation>Kolommen: {columns}.</translation>
    </message>
    <message>
      <source>{matched} of {total} rows imported; list of {date}, prices valid until {until}.</source>
      <translation>{matched} van {total} regels geïmporteerd; lijst van {date}, prijzen geldig tot {until}.</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Zoeken in:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Bestands&amp;type:</translation>
    </message>
  </context>
  <context>
    <name>Quote</name>
    <message>
      <source>Energy price without the banded tax [per kWh]</source>
      <translation>Energieprijs zonder de energiebelasting per schijf [per kWh]</translation>
    </message>
    <message>
      <source>Rest of the site's consumption [kWh/year]</source>
      <translation>Overig verbruik van de locatie [kWh/jaar]</translation>
    </message>
    <message>
      <source>Energy tax escalation per year</source>
      <translation>Stijging energiebelasting per jaar</translation>
    </message>
    <message>
      <source>Grid capacity charge [per kW a month]</source>
      <translation>Capaciteitstarief net [per kW per maand]</translation>
    </message>
    <message>
      <source>Capacity charge escalation per year</source>
      <translation>Stijging capaciteitstarief per jaar</translation>
    </message>
    <message>
      <source>From [kWh/year]</source>
      <translation>Van [kWh/jaar]</translation>
    </message>
    <message>
      <source>To [kWh/year]</source>
      <translation>Tot [kWh/jaar]</translation>
    </message>
    <message>
      <source>Tax [per kWh]</source>
      <translation>Belasting [per kWh]</translation>
    </message>
    <message>
      <source>Add a band</source>
      <translation>Schijf toevoegen</translation>
    </message>
    <message>
      <source>Remove this band</source>
      <translation>Deze schijf verwijderen</translation>
    </message>
    <message>
      <source>Energy bill in components (off: the all-in price)</source>
      <translation>Energierekening in componenten (uit: de all-in energieprijs)</translation>
    </message>
    <message>
      <source>The energy price escalates with the site's price escalation.</source>
      <translation>De energieprijs stijgt met de prijsstijging per jaar van de locatie.</translation>
    </message>
    <message>
      <source>where the rates come from, dated</source>
      <translation>waar de tarieven vandaan komen, met datum</translation>
    </message>
    <message>
      <source>choose a preset…</source>
      <translation>kies een voorinstelling…</translation>
    </message>
    <message>
      <source>Preset by region</source>
      <translation>Voorinstelling per regio</translation>
    </message>
    <message>
      <source>&lt;b&gt;Energy tax by consumption band&lt;/b&gt;</source>
      <translation>&lt;b&gt;Energiebelasting per verbruiksschijf&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Source of the rates</source>
      <translation>Bron van de tarieven</translation>
    </message>
    <message>
      <source>no upper limit</source>
      <translation>geen bovengrens</translation>
    </message>
    <message>
      <source>band {n}: the upper limit must be above its lower limit</source>
      <translation>schijf {n}: de bovengrens moet boven de ondergrens liggen</translation>
    </message>
    <message>
      <source>band {n} starts inside the band before it</source>
      <translation>schijf {n} begint binnen de schijf ervoor</translation>
    </message>
    <message>
      <source>band {n}: only the last band may have no upper limit</source>
      <translation>schijf {n}: alleen de laatste schijf mag zonder bovengrens zijn</translation>
    </message>
    <message>
      <source>{name} ({year}), {confidence}: {note} Source: {source}</source>
      <translation>{name} ({year}), {confidence}: {note} Bron: {source}</translation>
    </message>
    <message>
      <source>Energy price [per kWh, excl. VAT]</source>
      <translation>Energieprijs [per kWh, excl. btw]</translation>
    </message>
    <message>
      <source>Price escalation per year</source>
      <translation>Prijsstijging per jaar</translation>
    </message>
    <message>
      <source>Carbon intensity [kg CO₂/kWh]</source>
      <translation>CO₂-intensiteit [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>Green contract, market-based [kg CO₂/kWh]</source>
      <translation>Groen contract, marktgebaseerd [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>Powered hours per year</source>
      <translation>Bedrijfsuren per jaar</translation>
    </message>
    <message>
      <source>Horizon [years]</source>
      <translation>Looptijd [jaar]</translation>
    </message>
    <message>
      <source>Discount rate</source>
      <translation>Disconteringsvoet</translation>
    </message>
    <message>
      <source>Site air PUE</source>
      <translation>PUE luchtkoeling locatie</translation>
    </message>
    <message>
      <source>Facility power budget [kW]</source>
      <translation>Vermogensbudget datacenter [kW]</translation>
    </message>
    <message>
      <source>Rack power limit [kW]</source>
      <translation>Vermogenslimiet per rack [kW]</translation>
    </message>
    <message>
      <source>Replacement due anyway (capex)</source>
      <translation>Vervanging die toch nodig is (investering)</translation>
    </message>
    <message>
      <source>Resale of the current hardware now</source>
      <translation>Verkoop van de huidige hardware nu</translation>
    </message>
    <message>
      <source>Its residual value at the horizon</source>
      <translation>Restwaarde aan het einde van de looptijd</translation>
    </message>
    <message>
      <source>Embodied CO₂ of the replacement [kg]</source>
      <translation>CO₂ uit productie van de vervanging [kg]</translation>
    </message>
    <message>
      <source>Customer</source>
      <translation>Klant</translation>
    </message>
    <message>
      <source>Contact</source>
      <translation>Contactpersoon</translation>
    </message>
    <message>
      <source>Reference</source>
      <translation>Referentie</translation>
    </message>
    <message>
      <source>Quote number</source>
      <translation>Offertenummer</translation>
    </message>
    <message>
      <source>Payment terms</source>
      <translation>Betalingsvoorwaarden</translation>
    </message>
    <message>
      <source>Delivery terms</source>
      <translation>Leveringsvoorwaarden</translation>
    </message>
    <message>
      <source>all up front (a sized baseline: staged)</source>
      <translation>alles vooraf (huidige configuratie op maat: gespreid)</translation>
    </message>
    <message>
      <source>all up front</source>
      <translation>alles vooraf</translation>
    </message>
    <message>
      <source>staged</source>
      <translation>gespreid</translation>
    </message>
    <message>
      <source>Commercial terms</source>
      <translation>Commerciële voorwaarden</translation>
    </message>
    <message>
      <source>days</source>
      <translation>dagen</translation>
    </message>
    <message>
      <source>Site assumptions</source>
      <translation>Aannames locatie</translation>
    </message>
    <message>
      <source>Market-based: the region's residual mix (no green contract)</source>
      <translation>Marktgebaseerd: de residuele mix van de regio (geen groen contract)</translation>
    </message>
    <message>
      <source>Current configuration: replacement and residual value</source>
      <translation>Huidige configuratie: vervanging en restwaarde</translation>
    </message>
    <message>
      <source>The embodied CO₂ counts only with a replacement due anyway; otherwise the current hardware's is sunk.</source>
      <translation>De CO₂ uit productie telt alleen mee bij een vervanging die toch nodig is; anders is die van de huidige hardware al uitgestoten.</translation>
    </message>
    <message>
      <source>Workload</source>
      <translation>Workload</translation>
    </message>
    <message>
      <source>from the baseline</source>
      <translation>uit de huidige configuratie</translation>
    </message>
    <message>
      <source>Demand [{unit}/s]</source>
      <translation>Vraag [{unit}/s]</translation>
    </message>
    <message>
      <source>The number formats the customer accepts for the model; each option runs at the best of them its GPU has a throughput for, where one instance fits.</source>
      <translation>De getalformaten die de klant voor het model accepteert; elke optie draait in het beste daarvan waarvoor de GPU een doorvoer heeft en waarin één instantie past.</translation>
    </message>
    <message>
      <source>Quote date</source>
      <translation>Offertedatum</translation>
    </message>
    <message>
      <source>Valid for</source>
      <translation>Geldig gedurende</translation>
    </message>
    <message>
      <source>Revision</source>
      <translation>Revisie</translation>
    </message>
    <message>
      <source>Currency</source>
      <translation>Valuta</translation>
    </message>
    <message>
      <source>VAT rate (on prices, not in the TCO)</source>
      <translation>Btw-tarief (op de prijzen, niet in de TCO)</translation>
    </message>
    <message>
      <source>Region</source>
      <translation>Regio</translation>
    </message>
    <message>
      <source>Workload class</source>
      <translation>Workloadklasse</translation>
    </message>
    <message>
      <source>Utilization ceiling u_max</source>
      <translation>Maximale bezettingsgraad u_max</translation>
    </message>
    <message>
      <source>Accepted number formats</source>
      <translation>Toegestane getalformaten</translation>
    </message>
    <message>
      <source>Demand growth [%/year]</source>
      <translation>Groei van de vraag [%/jaar]</translation>
    </message>
    <message>
      <source>Purchase plan</source>
      <translation>Aankoopplan</translation>
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation>Redundantie N +</translation>
    </message>
    <message>
      <source>Minimum servers</source>
      <translation>Minimum aantal servers</translation>
    </message>
    <message>
      <source>Every sized option gets N + this many servers unless it sets its own.</source>
      <translation>Elke gedimensioneerde optie krijgt N + zoveel servers, tenzij ze een eigen waarde heeft.</translation>
    </message>
    <message>
      <source>empty: the usual terms</source>
      <translation>leeg: de gebruikelijke voorwaarden</translation>
    </message>
    <message>
      <source>none</source>
      <translation>geen</translation>
    </message>
    <message>
      <source>Day price [per kWh]</source>
      <translation>Dagtarief [per kWh]</translation>
    </message>
    <message>
      <source>Night price [per kWh]</source>
      <translation>Nachttarief [per kWh]</translation>
    </message>
    <message>
      <source>Night hours per day</source>
      <translation>Nachturen per dag</translation>
    </message>
    <message>
      <source>Work that may move to the night</source>
      <translation>Werk dat naar de nacht mag schuiven</translation>
    </message>
    <message>
      <source>Time-of-use tariff</source>
      <translation>Dag- en nachttarief</translation>
    </message>
    <message>
      <source>Tax allowances (off: none)</source>
      <translation>Fiscale regelingen (uit: geen)</translation>
    </message>
    <message>
      <source>Profit tax preset</source>
      <translation>Voorinstelling winstbelasting</translation>
    </message>
    <message>
      <source>Profit tax rate</source>
      <translation>Tarief winstbelasting</translation>
    </message>
    <message>
      <source>Other investments of the year</source>
      <translation>Andere investeringen van het jaar</translation>
    </message>
    <message>
      <source>Add an allowance</source>
      <translation>Regeling toevoegen</translation>
    </message>
    <message>
      <source>Confirm per option, in the option editor, that the equipment qualifies.</source>
      <translation>Bevestig per optie, in de optie-editor, dat de apparatuur in aanmerking komt.</translation>
    </message>
    <message>
      <source>eligible share of the option's capex</source>
      <translation>deel van de investering van de optie dat in aanmerking komt</translation>
    </message>
    <message>
      <source>Remove this allowance</source>
      <translation>Deze regeling verwijderen</translation>
    </message>
  </context>
  <context>
    <name>Refusals</name>
    <message>
      <source>plan {plan}: choose upfront or staged</source>
      <translation>plan {plan}: kies upfront (alles vooraf) of staged (gespreid)</translation>
    </message>
    <message>
      <source>suggest</source>
      <translation>voorstellen</translation>
    </message>
    <message>
      <source>no demand to size for: set the workload demand or a fleet-mode baseline</source>
      <translation>geen vraag om op te dimensioneren: geef de vraag op of een huidige configuratie in vlootmodus</translation>
    </message>
    <message>
      <source>ranking by NPV needs a valid baseline; choose --objective tco</source>
      <translation>rangschikken op NCW vraagt een geldige huidige configuratie; kies TCO als doel</translation>
    </message>
    <message>
      <source>{problem}; {other}; the file is kept as .unreadable</source>
      <translation>{problem}; {other}; het bestand blijft bewaard als .unreadable</translation>
    </message>
    <message>
      <source>the autosave is gone; nothing to recover</source>
      <translation>de automatische opslag is weg; er is niets te herstellen</translation>
    </message>
    <message>
      <source>{problem}; the file is kept as .unreadable</source>
      <translation>{problem}; het bestand blijft bewaard als .unreadable</translation>
    </message>
    <message>
      <source>not a catalogue folder or .zip; choose the catalogue's folder of .toml files, or the .zip that gpu-tco catalog pack writes</source>
      <translation>geen catalogusmap of .zip; kies de map van de catalogus met .toml-bestanden, of de .zip die gpu-tco catalog pack schrijft</translation>
    </message>
    <message>
      <source>is a link; give the catalogue folder or .zip itself</source>
      <translation>is een koppeling; geef de catalogusmap of de .zip zelf</translation>
    </message>
    <message>
      <source>entry {name} points outside the archive; not installed</source>
      <translation>item {name} wijst naar buiten het archief; niet geïnstalleerd</translation>
    </message>
    <message>
      <source>entry {name} is encrypted; pack the catalogue without a password</source>
      <translation>item {name} is versleuteld; pak de catalogus in zonder wachtwoord</translation>
    </message>
    <message>
      <source>entry {name} is a link; a catalogue holds plain files only</source>
      <translation>item {name} is een koppeling; een catalogus bevat alleen gewone bestanden</translation>
    </message>
    <message>
      <source>{name} is nested {depth} folders deep (at most {limit}); pack the catalogue folder itself</source>
      <translation>{name} zit {depth} mappen diep (hoogstens {limit}); pak de catalogusmap zelf in</translation>
    </message>
    <message>
      <source>unpacks to {size} MB in all (the largest entry, {name}: {entry} MB), more than a catalogue's {limit} MB (a zip bomb?); not installed</source>
      <translation>pakt in totaal uit tot {size} MB (het grootste item, {name}: {entry} MB), meer dan de {limit} MB van een catalogus (een zipbom?); niet geïnstalleerd</translation>
    </message>
    <message>
      <source>no {name} inside: not a catalogue</source>
      <translation>geen {name} erin: geen catalogus</translation>
    </message>
    <message>
      <source>{n} catalogues side by side ({first}, {second}); give one catalogue at a time</source>
      <translation>{n} catalogi naast elkaar ({first}, {second}); geef één catalogus tegelijk</translation>
    </message>
    <message>
      <source>{name} is {size} MB or more; a catalogue file is at most {limit} MB: not installed</source>
      <translation>{name} is {size} MB of groter; een catalogusbestand is hoogstens {limit} MB: niet geïnstalleerd</translation>
    </message>
    <message>
      <source>the catalogue files add up to more than {limit} MB: not installed</source>
      <translation>de catalogusbestanden zijn samen groter dan {limit} MB: niet geïnstalleerd</translation>
    </message>
    <message>
      <source>{name} is not a regular file</source>
      <translation>{name} is geen gewoon bestand</translation>
    </message>
    <message>
      <source>a damaged zip ({why}); ask for the file again</source>
      <translation>een beschadigde zip ({why}); vraag het bestand opnieuw op</translation>
    </message>
    <message>
      <source>cannot be unpacked ({why}); pack it as a plain .zip</source>
      <translation>kan niet worden uitgepakt ({why}); pak het in als gewone .zip</translation>
    </message>
    <message>
      <source>cannot be read ({why}); ask for the file again</source>
      <translation>kan niet worden gelezen ({why}); vraag het bestand opnieuw op</translation>
    </message>
    <message>
      <source>more than {limit} files and folders; a catalogue is a few TOML files: give its own folder</source>
      <translation>meer dan {limit} bestanden en mappen; een catalogus is een paar TOML-bestanden: geef de eigen map ervan</translation>
    </message>
    <message>
      <source>{name} is a link; a catalogue holds plain files only: copy the files themselves</source>
      <translation>{name} is een koppeling; een catalogus bevat alleen gewone bestanden: kopieer de bestanden zelf</translation>
    </message>
    <message>
      <source>{n} entries; a catalogue is a few TOML files (at most {limit} entries): not a catalogue</source>
      <translation>{n} items; een catalogus is een paar TOML-bestanden (hoogstens {limit} items): geen catalogus</translation>
    </message>
    <message>
      <source>quote</source>
      <translation>offerte</translation>
    </message>
    <message>
      <source>{field}: unknown unit {unit}; accepted: {known}</source>
      <translation>{field}: onbekende eenheid {unit}; toegestaan: {known}</translation>
    </message>
    <message>
      <source>{field}: write unknown = true without a value, or a value without unknown</source>
      <translation>{field}: schrijf unknown = true zonder waarde, of een waarde zonder unknown</translation>
    </message>
    <message>
      <source>entry has no source (add source = "..." and confidence)</source>
      <translation>item heeft geen bron (voeg source = "..." en confidence toe)</translation>
    </message>
    <message>
      <source>unknown table [{name}]; expected [[{table}]]</source>
      <translation>onbekende tabel [{name}]; verwacht: [[{table}]]</translation>
    </message>
    <message>
      <source>[{table}] must be a list of tables ([[{table}]])</source>
      <translation>[{table}] moet een lijst van tabellen zijn ([[{table}]])</translation>
    </message>
    <message>
      <source>no such catalogue folder</source>
      <translation>deze catalogusmap bestaat niet</translation>
    </message>
    <message>
      <source>date {day} is outside {earliest} .. {latest}; give the catalogue's real date</source>
      <translation>datum {day} ligt buiten {earliest} .. {latest}; geef de werkelijke datum van de catalogus</translation>
    </message>
    <message>
      <source>{field}: unknown unit {unit}; accepted: none (the field has no unit)</source>
      <translation>{field}: onbekende eenheid {unit}; toegestaan: geen (het veld heeft geen eenheid)</translation>
    </message>
    <message>
      <source>id {id} appears twice</source>
      <translation>id {id} komt twee keer voor</translation>
    </message>
    <message>
      <source>not a regular file</source>
      <translation>geen gewoon bestand</translation>
    </message>
    <message>
      <source>{size} MB, more than a catalogue file holds ({limit} MB)</source>
      <translation>{size} MB, meer dan een catalogusbestand bevat ({limit} MB)</translation>
    </message>
    <message>
      <source>not a text file (expected UTF-8 TOML)</source>
      <translation>geen tekstbestand (verwacht: UTF-8 TOML)</translation>
    </message>
    <message>
      <source>cannot be read ({why})</source>
      <translation>kan niet worden gelezen ({why})</translation>
    </message>
    <message>
      <source>not valid TOML: {why}</source>
      <translation>geen geldige TOML: {why}</translation>
    </message>
    <message>
      <source>nested too deeply to be a catalogue file</source>
      <translation>te diep genest voor een catalogusbestand</translation>
    </message>
    <message>
      <source>date = {value} is not a date; write it as YYYY-MM-DD, e.g. "2026-11-30"</source>
      <translation>date = {value} is geen datum; schrijf die als JJJJ-MM-DD, bijvoorbeeld "2026-11-30"</translation>
    </message>
    <message>
      <source>{field}: unknown key {key} in the value table</source>
      <translation>{field}: onbekende sleutel {key} in de waardetabel</translation>
    </message>
    <message>
      <source>{field}: value has no source</source>
      <translation>{field}: waarde heeft geen bron</translation>
    </message>
    <message>
      <source>{field}: expected a table of values by number format</source>
      <translation>{field}: verwacht een tabel met waarden per getalformaat</translation>
    </message>
    <message>
      <source>more than {limit} kB; a release note is a page of text</source>
      <translation>meer dan {limit} kB; een releaseopmerking is een pagina tekst</translation>
    </message>
    <message>
      <source>not UTF-8 text; save the release note as UTF-8</source>
      <translation>geen UTF-8-tekst; sla de releaseopmerking op als UTF-8</translation>
    </message>
    <message>
      <source>no precisions list: its throughput formats are not checked against the formats the hardware runs</source>
      <translation>geen lijst van precisies: de getalformaten van de doorvoer worden niet getoetst aan de formaten die de hardware uitvoert</translation>
    </message>
    <message>
      <source>no server takes its form factor {form}</source>
      <translation>geen enkele server neemt de vormfactor {form}</translation>
    </message>
    <message>
      <source>PSU option {psu} is not in psus.toml</source>
      <translation>voedingsoptie {psu} staat niet in psus.toml</translation>
    </message>
    <message>
      <source>no server lists it in its gpus</source>
      <translation>geen enkele server noemt deze GPU in zijn gpus</translation>
    </message>
    <message>
      <source>perf.{key} is at {format}, which this GPU does not run natively (precisions: {known}): the value is not used</source>
      <translation>perf.{key} is gemeten in {format}, dat deze GPU niet zelf ondersteunt (getalformaten: {known}): de waarde wordt niet gebruikt</translation>
    </message>
    <message>
      <source>gpus: {gpu} is not in gpus.toml</source>
      <translation>gpus: {gpu} staat niet in gpus.toml</translation>
    </message>
    <message>
      <source>alias {alias} is claimed by both {first} and {second}</source>
      <translation>alias {alias} wordt door zowel {first} als {second} gebruikt</translation>
    </message>
    <message>
      <source>{field}: unknown workload class</source>
      <translation>{field}: onbekende workloadklasse</translation>
    </message>
    <message>
      <source>gpus: {gpu} is {form}, the server takes {takes}</source>
      <translation>gpus: {gpu} is {form}, de server neemt {takes}</translation>
    </message>
    <message>
      <source>{name} is not a number a catalogue can hold</source>
      <translation>{name} is geen getal dat een catalogus kan bevatten</translation>
    </message>
    <message>
      <source>not catalogue edits (expected a JSON object with schema_version and edits)</source>
      <translation>geen cataloguswijzigingen (verwacht: een JSON-object met schema_version en edits)</translation>
    </message>
    <message>
      <source>schema_version {version} is not a version number</source>
      <translation>schema_version {version} is geen versienummer</translation>
    </message>
    <message>
      <source>made by a newer version of the app (schema {version}); update the app</source>
      <translation>gemaakt door een nieuwere versie van de app (schema {version}); werk de app bij</translation>
    </message>
    <message>
      <source>edits: expected an object {shape}</source>
      <translation>edits: verwacht: een object {shape}</translation>
    </message>
    <message>
      <source>{size} MB, more than catalogue edits hold; choose the right file</source>
      <translation>{size} MB, meer dan cataloguswijzigingen bevatten; kies het juiste bestand</translation>
    </message>
    <message>
      <source>{why}: line {line} column {column}</source>
      <translation>{why}: regel {line}, kolom {column}</translation>
    </message>
    <message>
      <source>catalogue edits unreadable ({why}); move the file away to start from the shipped catalogue, or ask for it again</source>
      <translation>cataloguswijzigingen onleesbaar ({why}); verplaats het bestand om met de meegeleverde catalogus te beginnen, of vraag het opnieuw op</translation>
    </message>
    <message>
      <source>edits: unknown kind {kind}; known: {known}</source>
      <translation>edits: onbekende soort {kind}; bekend: {known}</translation>
    </message>
    <message>
      <source>expected an object of entry ids</source>
      <translation>verwacht: een object met item-id's</translation>
    </message>
    <message>
      <source>nested too deeply</source>
      <translation>te diep genest</translation>
    </message>
    <message>
      <source>expected an object of fields</source>
      <translation>verwacht: een object met velden</translation>
    </message>
    <message>
      <source>an edit needs a "value"</source>
      <translation>een wijziging heeft een "value" nodig</translation>
    </message>
    <message>
      <source>value must be a finite number or text</source>
      <translation>de waarde moet een eindig getal of tekst zijn</translation>
    </message>
    <message>
      <source>confidence must be one of {known}</source>
      <translation>confidence moet een van deze zijn: {known}</translation>
    </message>
    <message>
      <source>no such file or folder</source>
      <translation>dit bestand of deze map bestaat niet</translation>
    </message>
    <message>
      <source>not packed, {n} problem(s); first: {first}</source>
      <translation>niet ingepakt, {n} probleem/problemen; het eerste: {first}</translation>
    </message>
    <message>
      <source>no such file</source>
      <translation>bestand bestaat niet</translation>
    </message>
    <message>
      <source>not installed, {n} problem(s); first: {first}</source>
      <translation>niet geïnstalleerd, {n} probleem/problemen; het eerste: {first}</translation>
    </message>
    <message>
      <source>dated {date}, older than the catalogue in use ({old}); nothing changed</source>
      <translation>gedateerd {date}, ouder dan de catalogus in gebruik ({old}); er is niets veranderd</translation>
    </message>
    <message>
      <source>not installed: {why}</source>
      <translation>niet geïnstalleerd: {why}</translation>
    </message>
    <message>
      <source>not installed: one of your catalogue edits does not fit it ({why}); reset that edit first</source>
      <translation>niet geïnstalleerd: een van uw cataloguswijzigingen past er niet in ({why}); zet die wijziging eerst terug</translation>
    </message>
    <message>
      <source>cannot be written ({why}); the folder {folder} is read-only: choose another folder, then export again</source>
      <translation>kan niet worden geschreven ({why}); de map {folder} is alleen-lezen: kies een andere map en exporteer dan opnieuw</translation>
    </message>
    <message>
      <source>cannot be replaced ({why}); the file may be open in another program (Excel, a PDF viewer) or read-only: close it or choose another file name, then export again</source>
      <translation>kan niet worden vervangen ({why}); het bestand is misschien geopend in een ander programma (Excel, een pdf-viewer) of alleen-lezen: sluit het of kies een andere bestandsnaam en exporteer dan opnieuw</translation>
    </message>
    <message>
      <source>is a folder; give a file name ending in .xlsx or .pdf</source>
      <translation>is een map; geef een bestandsnaam die eindigt op .xlsx of .pdf</translation>
    </message>
    <message>
      <source>cannot be written ({why}); choose another folder, then export again</source>
      <translation>kan niet worden geschreven ({why}); kies een andere map en exporteer dan opnieuw</translation>
    </message>
    <message>
      <source>is a folder; give a file name ending in {suffix}</source>
      <translation>is een map; geef een bestandsnaam die eindigt op {suffix}</translation>
    </message>
    <message>
      <source>the disk is full; free some space or choose another folder, then export again</source>
      <translation>de schijf is vol; maak ruimte vrij of kies een andere map en exporteer dan opnieuw</translation>
    </message>
    <message>
      <source>seller profile</source>
      <translation>verkopersprofiel</translation>
    </message>
    <message>
      <source>logo {path}</source>
      <translation>logo {path}</translation>
    </message>
    <message>
      <source>{text} is not a number (strict JSON has no NaN or Infinity)</source>
      <translation>{text} is geen getal (strikte JSON kent geen NaN of Infinity)</translation>
    </message>
    <message>
      <source>not a seller profile (expected a JSON object with "company", "address", ...; got a {kind})</source>
      <translation>geen verkopersprofiel (verwacht: een JSON-object met "company", "address", ...; gekregen: {kind})</translation>
    </message>
    <message>
      <source>unknown field {field}; known: {known}</source>
      <translation>onbekend veld {field}; bekend: {known}</translation>
    </message>
    <message>
      <source>address: give a list of at most {limit} lines</source>
      <translation>address: geef een lijst van hoogstens {limit} regels</translation>
    </message>
    <message>
      <source>address line {n}</source>
      <translation>adresregel {n}</translation>
    </message>
    <message>
      <source>not a PNG or JPEG image; save the logo as PNG or JPEG</source>
      <translation>geen PNG- of JPEG-afbeelding; sla het logo op als PNG of JPEG</translation>
    </message>
    <message>
      <source>{width} x {height} pixels; a logo must be at most {side} pixels a side and {megapixels} megapixels: scale it down</source>
      <translation>{width} x {height} pixels; een logo is hoogstens {side} pixels per zijde en {megapixels} megapixels: verklein het</translation>
    </message>
    <message>
      <source>{field}: expected text, got a {kind}</source>
      <translation>{field}: verwacht: tekst, gekregen: {kind}</translation>
    </message>
    <message>
      <source>{field}: {n} characters, at most {limit}; shorten it</source>
      <translation>{field}: {n} tekens, hoogstens {limit}; maak het korter</translation>
    </message>
    <message>
      <source>{field}: {why}; retype it</source>
      <translation>{field}: {why}; typ het opnieuw</translation>
    </message>
    <message>
      <source>no such file; choose a seller profile .json (see resources/report/seller.example.json)</source>
      <translation>bestand bestaat niet; kies een verkopersprofiel (.json; zie resources/report/seller.example.json)</translation>
    </message>
    <message>
      <source>{size} bytes, more than a seller profile holds ({limit} KB); choose the right file</source>
      <translation>{size} bytes, meer dan een verkopersprofiel bevat ({limit} kB); kies het juiste bestand</translation>
    </message>
    <message>
      <source>not a text file; a seller profile is JSON (see resources/report/seller.example.json)</source>
      <translation>geen tekstbestand; een verkopersprofiel is JSON (zie resources/report/seller.example.json)</translation>
    </message>
    <message>
      <source>not valid JSON (line {line}, column {column}: {why}); fix the file or choose another profile</source>
      <translation>geen geldige JSON (regel {line}, kolom {column}: {why}); herstel het bestand of kies een ander profiel</translation>
    </message>
    <message>
      <source>nested too deeply to be a seller profile</source>
      <translation>te diep genest voor een verkopersprofiel</translation>
    </message>
    <message>
      <source>not valid JSON ({why}); fix the file or choose another profile</source>
      <translation>geen geldige JSON ({why}); herstel het bestand of kies een ander profiel</translation>
    </message>
    <message>
      <source>no such file; put the logo beside the profile or fix the "logo" path</source>
      <translation>bestand bestaat niet; zet het logo naast het profiel of herstel het pad bij "logo"</translation>
    </message>
    <message>
      <source>{size} KB, more than a logo needs ({limit} MB); use a smaller PNG or JPEG</source>
      <translation>{size} kB, meer dan een logo nodig heeft ({limit} MB); gebruik een kleinere PNG of JPEG</translation>
    </message>
    <message>
      <source>the image is damaged ({why}); save the logo again as PNG or JPEG</source>
      <translation>de afbeelding is beschadigd ({why}); sla het logo opnieuw op als PNG of JPEG</translation>
    </message>
    <message>
      <source>object</source>
      <translation>object</translation>
    </message>
    <message>
      <source>list</source>
      <translation>lijst</translation>
    </message>
    <message>
      <source>text</source>
      <translation>tekst</translation>
    </message>
    <message>
      <source>true/false</source>
      <translation>waar/onwaar</translation>
    </message>
    <message>
      <source>number</source>
      <translation>getal</translation>
    </message>
    <message>
      <source>is a folder; choose a seller profile .json (see resources/report/seller.example.json)</source>
      <translation>is een map; kies een verkopersprofiel (.json; zie resources/report/seller.example.json)</translation>
    </message>
    <message>
      <source>sheet {sheet}, cell {cell}: {why}; fix the text in the quote and export again</source>
      <translation>blad {sheet}, cel {cell}: {why}; herstel de tekst in de offerte en exporteer opnieuw</translation>
    </message>
    <message>
      <source>No such file or directory</source>
      <translation>bestand of map bestaat niet</translation>
    </message>
    <message>
      <source>Permission denied</source>
      <translation>toegang geweigerd</translation>
    </message>
    <message>
      <source>Operation not permitted</source>
      <translation>bewerking niet toegestaan</translation>
    </message>
    <message>
      <source>Is a directory</source>
      <translation>is een map</translation>
    </message>
    <message>
      <source>Not a directory</source>
      <translation>is geen map</translation>
    </message>
    <message>
      <source>No space left on device</source>
      <translation>geen ruimte meer op het apparaat</translation>
    </message>
    <message>
      <source>Read-only file system</source>
      <translation>alleen-lezen bestandssysteem</translation>
    </message>
    <message>
      <source>Input/output error</source>
      <translation>invoer-/uitvoerfout</translation>
    </message>
    <message>
      <source>File name too long</source>
      <translation>bestandsnaam te lang</translation>
    </message>
    <message>
      <source>Too many levels of symbolic links</source>
      <translation>te veel niveaus van symbolische koppelingen</translation>
    </message>
    <message>
      <source>Expecting value</source>
      <translation>waarde verwacht</translation>
    </message>
    <message>
      <source>Expecting property name enclosed in double quotes</source>
      <translation>veldnaam tussen dubbele aanhalingstekens verwacht</translation>
    </message>
    <message>
      <source>Expecting ',' delimiter</source>
      <translation>scheidingsteken ',' verwacht</translation>
    </message>
    <message>
      <source>Expecting ':' delimiter</source>
      <translation>scheidingsteken ':' verwacht</translation>
    </message>
    <message>
      <source>Unterminated string starting at</source>
      <translation>niet-afgesloten tekenreeks vanaf</translation>
    </message>
    <message>
      <source>Invalid control character at</source>
      <translation>ongeldig stuurteken bij</translation>
    </message>
    <message>
      <source>Invalid \escape</source>
      <translation>ongeldige \-escape</translation>
    </message>
    <message>
      <source>Invalid \uXXXX escape</source>
      <translation>ongeldige \uXXXX-escape</translation>
    </message>
    <message>
      <source>Extra data</source>
      <translation>extra gegevens na het einde</translation>
    </message>
    <message>
      <source>Cannot overwrite a value</source>
      <translation>een waarde kan niet worden overschreven</translation>
    </message>
    <message>
      <source>Escaped character is not a Unicode scalar value</source>
      <translation>het escape-teken is geen Unicode-scalaire waarde</translation>
    </message>
    <message>
      <source>Expected '=' after a key in a key/value pair</source>
      <translation>'=' verwacht na een sleutel in een sleutel/waarde-paar</translation>
    </message>
    <message>
      <source>Expected ']' at the end of a table declaration</source>
      <translation>']' verwacht aan het einde van een tabeldeclaratie</translation>
    </message>
    <message>
      <source>Expected ']]' at the end of an array declaration</source>
      <translation>']]' verwacht aan het einde van een arraydeclaratie</translation>
    </message>
    <message>
      <source>Expected newline or end of document after a statement</source>
      <translation>regeleinde of einde van het document verwacht na een opdracht</translation>
    </message>
    <message>
      <source>Invalid date or datetime</source>
      <translation>ongeldige datum of datum-tijd</translation>
    </message>
    <message>
      <source>Invalid hex value</source>
      <translation>ongeldige hexadecimale waarde</translation>
    </message>
    <message>
      <source>Invalid initial character for a key part</source>
      <translation>ongeldig eerste teken voor een deel van een sleutel</translation>
    </message>
    <message>
      <source>Invalid statement</source>
      <translation>ongeldige opdracht</translation>
    </message>
    <message>
      <source>Invalid value</source>
      <translation>ongeldige waarde</translation>
    </message>
    <message>
      <source>Unclosed array</source>
      <translation>niet-afgesloten array</translation>
    </message>
    <message>
      <source>Unclosed inline table</source>
      <translation>niet-afgesloten inline-tabel</translation>
    </message>
    <message>
      <source>Unescaped '\' in a string</source>
      <translation>'\' zonder escape in een tekenreeks</translation>
    </message>
    <message>
      <source>Unterminated string</source>
      <translation>niet-afgesloten tekenreeks</translation>
    </message>
    <message>
      <source>Cannot declare {name} twice</source>
      <translation>{name} kan niet twee keer worden gedeclareerd</translation>
    </message>
    <message>
      <source>Cannot redefine namespace {name}</source>
      <translation>naamruimte {name} kan niet opnieuw worden gedefinieerd</translation>
    </message>
    <message>
      <source>Cannot mutate immutable namespace {name}</source>
      <translation>onveranderlijke naamruimte {name} kan niet worden gewijzigd</translation>
    </message>
    <message>
      <source>Duplicate inline table key {name}</source>
      <translation>dubbele sleutel {name} in een inline-tabel</translation>
    </message>
    <message>
      <source>Found invalid character {name}</source>
      <translation>ongeldig teken {name} gevonden</translation>
    </message>
    <message>
      <source>Illegal character {name}</source>
      <translation>ongeldig teken {name}</translation>
    </message>
    <message>
      <source>{why} (at line {line}, column {column})</source>
      <translation>{why} (op regel {line}, kolom {column})</translation>
    </message>
    <message>
      <source>{why} (at end of document)</source>
      <translation>{why} (aan het einde van het document)</translation>
    </message>
    <message>
      <source>{problem}; fix or remove the file</source>
      <translation>{problem}; herstel of verwijder het bestand</translation>
    </message>
    <message>
      <source>{key} {value} is given twice; keep one</source>
      <translation>{key} {value} staat er twee keer in; houd er één</translation>
    </message>
    <message>
      <source>{file}: id {id} appears twice</source>
      <translation>{file}: id {id} komt twee keer voor</translation>
    </message>
    <message>
      <source>no column {name}; the columns are: {columns}</source>
      <translation>geen kolom {name}; de kolommen zijn: {columns}</translation>
    </message>
    <message>
      <source>no column holds prices; name it with --price-column</source>
      <translation>geen kolom bevat prijzen; geef de kolom op met --price-column</translation>
    </message>
    <message>
      <source>more than one column holds prices ({columns}); name the one to use with --price-column</source>
      <translation>meer dan één kolom bevat prijzen ({columns}); geef met --price-column op welke te gebruiken</translation>
    </message>
    <message>
      <source>the price list has a header and no rows</source>
      <translation>de prijslijst heeft een kopregel maar geen regels</translation>
    </message>
    <message>
      <source>the price list names no date (no date column, no date in its title); give its date with --date</source>
      <translation>de prijslijst noemt geen datum (geen datumkolom, geen datum in de titel); geef de datum op met --date</translation>
    </message>
    <message>
      <source>prices valid until {until}: that is before the list's date {day}</source>
      <translation>prijzen geldig tot {until}: dat ligt vóór de datum van de lijst, {day}</translation>
    </message>
    <message>
      <source>price in {currency}: only EUR prices are imported (convert at your contract's rate)</source>
      <translation>prijs in {currency}: alleen prijzen in EUR worden geïmporteerd (reken om tegen de koers van uw contract)</translation>
    </message>
    <message>
      <source>prices the same catalogue entry as row {row}; that row is kept</source>
      <translation>prijst hetzelfde catalogusitem als regel {row}; die regel wordt aangehouden</translation>
    </message>
    <message>
      <source>fits more than one catalogue entry ({ids}); give its part number</source>
      <translation>past bij meer dan één catalogusitem ({ids}); geef het onderdeelnummer op</translation>
    </message>
    <message>
      <source>names a server and a GPU: a bundle's price is no base price; price the parts on their own rows</source>
      <translation>noemt een server en een GPU: de prijs van een bundel is geen basisprijs; prijs de onderdelen op eigen regels</translation>
    </message>
    <message>
      <source>no catalogue GPU, server, PSU or cooling is named in it</source>
      <translation>er wordt geen GPU, server, voeding of koeling uit de catalogus in genoemd</translation>
    </message>
    <message>
      <source>names no catalogue entry exactly; nearest: {ids} (give the full name or the part number)</source>
      <translation>noemt geen catalogusitem precies; het dichtst bij: {ids} (geef de volledige naam of het onderdeelnummer)</translation>
    </message>
    <message>
      <source>{text} is not a date (dd-mm-yyyy, yyyy-mm-dd or 1 dec 2026)</source>
      <translation>{text} is geen datum (dd-mm-jjjj, jjjj-mm-dd of 1 dec 2026)</translation>
    </message>
    <message>
      <source>no price</source>
      <translation>geen prijs</translation>
    </message>
    <message>
      <source>price {text} is negative</source>
      <translation>prijs {text} is negatief</translation>
    </message>
    <message>
      <source>price {text} is not a number</source>
      <translation>prijs {text} is geen getal</translation>
    </message>
    <message>
      <source>price {text} is ambiguous: it uses {mark} as decimal mark, the rest of the list {other}</source>
      <translation>prijs {text} is dubbelzinnig: hij gebruikt {mark} als decimaalteken, de rest van de lijst {other}</translation>
    </message>
    <message>
      <source>price {text} is out of range</source>
      <translation>prijs {text} ligt buiten het bereik</translation>
    </message>
    <message>
      <source>price {text} is ambiguous: {mark} is this list's decimal mark, but three decimals make no price</source>
      <translation>prijs {text} is dubbelzinnig: {mark} is het decimaalteken van deze lijst, maar een prijs heeft geen drie decimalen</translation>
    </message>
    <message>
      <source>the workbook has no sheet with data</source>
      <translation>de werkmap heeft geen werkblad met gegevens</translation>
    </message>
    <message>
      <source>no header row with column names found; a price list has one line naming its columns above the prices</source>
      <translation>geen kopregel met kolomnamen gevonden; een prijslijst heeft boven de prijzen één regel die de kolommen benoemt</translation>
    </message>
    <message>
      <source>{size} MB, more than a price list holds; choose the right file</source>
      <translation>{size} MB, meer dan een prijslijst bevat; kies het juiste bestand</translation>
    </message>
    <message>
      <source>not an Excel workbook (.xlsx); save the price list as .xlsx or CSV</source>
      <translation>geen Excel-werkmap (.xlsx); sla de prijslijst op als .xlsx of CSV</translation>
    </message>
    <message>
      <source>not a readable Excel workbook ({why})</source>
      <translation>geen leesbare Excel-werkmap ({why})</translation>
    </message>
    <message>
      <source>not a text file: a price list is CSV or XLSX</source>
      <translation>geen tekstbestand: een prijslijst is CSV of XLSX</translation>
    </message>
    <message>
      <source>not price books (expected a JSON object with schema_version and books)</source>
      <translation>geen prijslijsten (verwacht: een JSON-object met schema_version en books)</translation>
    </message>
    <message>
      <source>no price list named {name}; kept: {names}</source>
      <translation>geen prijslijst met de naam {name}; bewaard: {names}</translation>
    </message>
    <message>
      <source>price books unreadable ({why}); move the file away and import the price lists again</source>
      <translation>prijslijsten onleesbaar ({why}); verplaats het bestand en importeer de prijslijsten opnieuw</translation>
    </message>
    <message>
      <source>{text} is not a number a quote may hold</source>
      <translation>{text} is geen getal dat een offerte mag bevatten</translation>
    </message>
    <message>
      <source>{field}: {value} is not a price (give a number, or leave it out for the catalogue's)</source>
      <translation>{field}: {value} is geen prijs (geef een getal, of laat het weg voor de prijs uit de catalogus)</translation>
    </message>
    <message>
      <source>the integer {start}... has {n} digits (at most {limit})</source>
      <translation>het gehele getal {start}... heeft {n} cijfers (hoogstens {limit})</translation>
    </message>
    <message>
      <source>the number {text} is too large</source>
      <translation>het getal {text} is te groot</translation>
    </message>
    <message>
      <source>{why}</source>
      <translation>{why}</translation>
    </message>
    <message>
      <source>nested more than {limit} levels deep (not a quote)</source>
      <translation>meer dan {limit} niveaus diep genest (geen offerte)</translation>
    </message>
    <message>
      <source>not a quote ({why})</source>
      <translation>geen offerte ({why})</translation>
    </message>
    <message>
      <source>the quote holds a number that is not finite (inf or NaN); not saved</source>
      <translation>de offerte bevat een getal dat niet eindig is (inf of NaN); niet opgeslagen</translation>
    </message>
    <message>
      <source>give the company name; it names the profile</source>
      <translation>geef de bedrijfsnaam; die geeft het profiel zijn naam</translation>
    </message>
    <message>
      <source>the file is empty</source>
      <translation>het bestand is leeg</translation>
    </message>
    <message>
      <source>no run with GPU energy can be used ({why}).</source>
      <translation>geen enkele run met GPU-energie is bruikbaar ({why}).</translation>
    </message>
    <message>
      <source>the log has no power column (fields: {fields}). Log power.draw, e.g. nvidia-smi --query-gpu=timestamp,index,name,power.draw,utilization.gpu,enforced.power.limit --format=csv -l 1 -f gpu.csv, or name the columns: --time-column NAME --power-column NAME (in the app: Map columns)</source>
      <translation>de log heeft geen vermogenskolom (velden: {fields}). Log power.draw, bijv. nvidia-smi --query-gpu=timestamp,index,name,power.draw,utilization.gpu,enforced.power.limit --format=csv -l 1 -f gpu.csv, of wijs de kolommen aan: --time-column NAAM --power-column NAAM (in de app: kolommen kiezen bij Importeren)</translation>
    </message>
    <message>
      <source>no header line (logged with --format=csv,noheader?). Say which fields were queried, in the order of --query-gpu, e.g. on the command line --fields timestamp,index,name,power.draw,utilization.gpu</source>
      <translation>geen kopregel (gelogd met --format=csv,noheader?). Geef aan welke velden zijn opgevraagd, in de volgorde van --query-gpu, bijv. op de opdrachtregel --fields timestamp,index,name,power.draw,utilization.gpu</translation>
    </message>
    <message>
      <source>GPU {gpu} is not in the quote's catalogue (it has: {known})</source>
      <translation>GPU {gpu} staat niet in de catalogus van de offerte (daarin staan: {known})</translation>
    </message>
    <message>
      <source>no option {label} in the quote (options: {labels})</source>
      <translation>geen optie {label} in de offerte (opties: {labels})</translation>
    </message>
    <message>
      <source>the log's mean utilization {u} is not a fraction between 0 and 1</source>
      <translation>de gemiddelde bezettingsgraad {u} van de log is geen fractie tussen 0 en 1</translation>
    </message>
    <message>
      <source>cannot read the file ({why}).</source>
      <translation>het bestand is niet te lezen ({why}).</translation>
    </message>
    <message>
      <source>no GPU profile to turn into a measured profile</source>
      <translation>geen GPU-profiel om een gemeten profiel van te maken</translation>
    </message>
    <message>
      <source>the log does not show the GPU's full power ({why}). Give the full power yourself or log a run with both idle and busy periods.</source>
      <translation>de log toont het vermogen van de GPU bij volle belasting niet ({why}). Geef dat vermogen zelf op of log een run met zowel rustige als drukke perioden.</translation>
    </message>
    <message>
      <source>measured idle {idle} W is above full {full} W; the log does not support a profile</source>
      <translation>gemeten vermogen in rust {idle} W ligt boven vollast {full} W; de log ondersteunt geen profiel</translation>
    </message>
    <message>
      <source>the log does not show the GPU's idle power ({why}). Give the idle power yourself or log a run with both idle and busy periods.</source>
      <translation>de log toont het vermogen van de GPU in rust niet ({why}). Geef dat vermogen zelf op of log een run met zowel rustige als drukke perioden.</translation>
    </message>
    <message>
      <source>this is a dcgm-exporter counters (configuration) file, not measurements. Save the exporter's /metrics output instead, or log with {command}</source>
      <translation>dit is een counters-bestand (configuratie) van dcgm-exporter, geen metingen. Bewaar in plaats daarvan de /metrics-uitvoer van de exporter, of log met {command}</translation>
    </message>
    <message>
      <source>this is nvidia-smi pmon output (per process, no power). Use nvidia-smi dmon or {command}</source>
      <translation>dit is uitvoer van nvidia-smi pmon (per proces, geen vermogen). Gebruik nvidia-smi dmon of {command}</translation>
    </message>
    <message>
      <source>this is nvidia-smi -q text; export nvidia-smi -q -x (XML) for a snapshot, or log with {command}</source>
      <translation>dit is tekst van nvidia-smi -q; exporteer nvidia-smi -q -x (XML) voor een momentopname, of log met {command}</translation>
    </message>
    <message>
      <source>the file is empty. Log with {command}</source>
      <translation>het bestand is leeg. Log met {command}</translation>
    </message>
    <message>
      <source>nothing usable was found ({format}; {why}). Log with {command}</source>
      <translation>er is niets bruikbaars gevonden ({format}; {why}). Log met {command}</translation>
    </message>
    <message>
      <source>no power readings ({format}, GPUs: {gpus}); every power value is missing (N/A or not supported on this GPU or driver). {skipped}</source>
      <translation>geen vermogensmetingen ({format}, GPU's: {gpus}); elke vermogenswaarde ontbreekt (N/A of niet ondersteund door deze GPU of driver). {skipped}</translation>
    </message>
    <message>
      <source>the XML holds no &lt;gpu&gt; element; is it nvidia-smi -q -x output?</source>
      <translation>de XML bevat geen &lt;gpu&gt;-element; is het uitvoer van nvidia-smi -q -x?</translation>
    </message>
    <message>
      <source>XML that cannot be read ({why}); is the file complete?</source>
      <translation>XML die niet te lezen is ({why}); is het bestand volledig?</translation>
    </message>
    <message>
      <source>the key {key} appears twice at the top level (keep one)</source>
      <translation>de sleutel {key} staat twee keer op het hoogste niveau (houd er één)</translation>
    </message>
    <message>
      <source>a number</source>
      <translation>een getal</translation>
    </message>
    <message>
      <source>the key {key} appears twice in {place} (keep one)</source>
      <translation>de sleutel {key} staat twee keer in {place} (houd er één)</translation>
    </message>
    <message>
      <source>null</source>
      <translation>null (leeg)</translation>
    </message>
    <message>
      <source>an object</source>
      <translation>een object</translation>
    </message>
    <message>
      <source>a list</source>
      <translation>een lijst</translation>
    </message>
    <message>
      <source>a text</source>
      <translation>een tekst</translation>
    </message>
    <message>
      <source>nested more than {limit} levels deep</source>
      <translation>meer dan {limit} niveaus diep genest</translation>
    </message>
    <message>
      <source>{mib} MiB; a file here may hold at most {limit} MiB</source>
      <translation>{mib} MiB; een bestand hier mag hoogstens {limit} MiB bevatten</translation>
    </message>
    <message>
      <source>not valid JSON (line {line}, column {column}: {why})</source>
      <translation>geen geldige JSON (regel {line}, kolom {column}: {why})</translation>
    </message>
    <message>
      <source>not valid JSON ({why})</source>
      <translation>geen geldige JSON ({why})</translation>
    </message>
    <message>
      <source>is a link; the app reads only plain files here</source>
      <translation>is een koppeling; de app leest hier alleen gewone bestanden</translation>
    </message>
    <message>
      <source>cannot read the file ({why})</source>
      <translation>het bestand is niet te lezen ({why})</translation>
    </message>
    <message>
      <source>not a plain file (a folder, FIFO or device); the app reads only plain files here</source>
      <translation>geen gewoon bestand (een map, FIFO of apparaat); de app leest hier alleen gewone bestanden</translation>
    </message>
    <message>
      <source>not a text file (UTF-8 JSON expected)</source>
      <translation>geen tekstbestand (UTF-8-JSON verwacht)</translation>
    </message>
    <message>
      <source>a number too long to read</source>
      <translation>een getal dat te lang is om te lezen</translation>
    </message>
    <message>
      <source>--redundancy {n}: give 0 to 1000 (N + that many servers)</source>
      <translation>--redundancy {n}: geef 0 tot 1000 (N + zoveel servers)</translation>
    </message>
    <message>
      <source>--min-servers {n}: give 1 to 10000</source>
      <translation>--min-servers {n}: geef 1 tot 10000</translation>
    </message>
    <message>
      <source>{n} requests; a saved-answers folder holds at most {limit}</source>
      <translation>{n} verzoeken; een map met opgeslagen antwoorden bevat er hoogstens {limit}</translation>
    </message>
    <message>
      <source>not the server's URL (one line of text expected)</source>
      <translation>niet de URL van de server (één regel tekst verwacht)</translation>
    </message>
    <message>
      <source>the answer to {query} has labels that are not texts (not a Prometheus answer)</source>
      <translation>het antwoord op {query} heeft labels die geen tekst zijn (geen antwoord van Prometheus)</translation>
    </message>
    <message>
      <source>the answer to {query} holds {value}, which no GPU gives (expected {low} to {high})</source>
      <translation>het antwoord op {query} bevat {value}, wat geen GPU geeft (verwacht: {low} tot {high})</translation>
    </message>
    <message>
      <source>the answer to {query} is not a list of series</source>
      <translation>het antwoord op {query} is geen lijst van reeksen</translation>
    </message>
    <message>
      <source>{field}: expected a time in epoch seconds, found {kind}</source>
      <translation>{field}: een tijdstip in epochseconden verwacht, gevonden: {kind}</translation>
    </message>
    <message>
      <source>{field}: expected a text, found {kind}</source>
      <translation>{field}: een tekst verwacht, gevonden: {kind}</translation>
    </message>
    <message>
      <source>{field}: not a request of a gpu-tco prom-script</source>
      <translation>{field}: geen verzoek van een gpu-tco prom-script</translation>
    </message>
    <message>
      <source>{field}: {name} is not the name of a saved answer (0000.json ...)</source>
      <translation>{field}: {name} is geen naam van een opgeslagen antwoord (0000.json ...)</translation>
    </message>
    <message>
      <source>the answer to {query} has a value that is not a [time, "number"] pair</source>
      <translation>het antwoord op {query} heeft een waarde die geen paar [tijd, "getal"] is</translation>
    </message>
    <message>
      <source>the answer to {query} has a time outside the window it was asked for</source>
      <translation>het antwoord op {query} heeft een tijdstip buiten de periode waarvoor het gevraagd werd</translation>
    </message>
    <message>
      <source>{model} x{n}, {servers} server (measured)</source>
      <translation>{model} x{n}, {servers} server (gemeten)</translation>
    </message>
    <message>
      <source>{model} x{n}, {servers} servers (measured)</source>
      <translation>{model} x{n}, {servers} servers (gemeten)</translation>
    </message>
    <message>
      <source>{model} is not in the catalogue: computed as the baseline's GPU {gpu}</source>
      <translation>{model} staat niet in de catalogus: gerekend met de GPU van de huidige configuratie, {gpu}</translation>
    </message>
    <message>
      <source>the window does not cover every hour of the day, so no measured day/night split: a day/night tariff spreads its energy evenly</source>
      <translation>de periode dekt niet elk uur van de dag, dus geen gemeten dag/nachtverdeling: een dag/nachttarief spreidt het energieverbruik gelijkmatig</translation>
    </message>
    <message>
      <source>the quote has no baseline option: mark one on the Options page</source>
      <translation>de offerte heeft geen huidige configuratie: markeer een optie op de pagina Opties</translation>
    </message>
    <message>
      <source>the import holds no GPU to turn into a fleet</source>
      <translation>de import bevat geen GPU om een GPU-park van te maken</translation>
    </message>
    <message>
      <source>a GPU without modelName is not in the catalogue: computed as the baseline's GPU {gpu}</source>
      <translation>een GPU zonder modelName staat niet in de catalogus: gerekend met de GPU van de huidige configuratie, {gpu}</translation>
    </message>
    <message>
      <source>the telemetry has no utilization (DCGM_FI_DEV_GPU_UTIL), which a fleet-mode option needs</source>
      <translation>de telemetrie bevat geen bezettingsgraad (DCGM_FI_DEV_GPU_UTIL), en die heeft een optie in vlootmodus nodig</translation>
    </message>
    <message>
      <source>added as a further fleet-mode option (a quote has one baseline)</source>
      <translation>toegevoegd als extra optie in vlootmodus (een offerte heeft één huidige configuratie)</translation>
    </message>
    <message>
      <source>query {query}</source>
      <translation>query {query}</translation>
    </message>
    <message>
      <source>HTTP {code} {reason}</source>
      <translation>HTTP {code} {reason}</translation>
    </message>
    <message>
      <source>cannot connect ({why})</source>
      <translation>geen verbinding mogelijk ({why})</translation>
    </message>
    <message>
      <source>{url}: not an http:// or https:// URL of a Prometheus server (e.g. http://prometheus:9090)</source>
      <translation>{url}: geen http://- of https://-URL van een Prometheus-server (bijv. http://prometheus:9090)</translation>
    </message>
    <message>
      <source>401 Unauthorized: the server wants a bearer token or a user and password</source>
      <translation>401 Unauthorized: de server vraagt een bearer-token of een gebruiker en wachtwoord</translation>
    </message>
    <message>
      <source>403 Forbidden: these credentials may not read the metrics</source>
      <translation>403 Forbidden: met deze inloggegevens mogen de metrics niet gelezen worden</translation>
    </message>
    <message>
      <source>404 Not Found: not a Prometheus API here (give the base URL, e.g. http://prometheus:9090, without /api/v1)</source>
      <translation>404 Not Found: hier is geen Prometheus-API (geef de basis-URL, bijv. http://prometheus:9090, zonder /api/v1)</translation>
    </message>
    <message>
      <source>the server refused the query: {detail}</source>
      <translation>de server weigerde de query: {detail}</translation>
    </message>
    <message>
      <source>HTTP {code} {reason}: {detail}</source>
      <translation>HTTP {code} {reason}: {detail}</translation>
    </message>
    <message>
      <source>the TLS certificate does not verify ({why}); give the CA file that signed it</source>
      <translation>het TLS-certificaat is niet te verifiëren ({why}); geef het CA-bestand dat het ondertekende</translation>
    </message>
    <message>
      <source>TLS failed ({why})</source>
      <translation>TLS mislukt ({why})</translation>
    </message>
    <message>
      <source>no answer within {seconds} s (timeout)</source>
      <translation>geen antwoord binnen {seconds} s (time-out)</translation>
    </message>
    <message>
      <source>connection refused (is Prometheus running on that host and port?)</source>
      <translation>verbinding geweigerd (draait Prometheus op die host en poort?)</translation>
    </message>
    <message>
      <source>the host name {host} is not known</source>
      <translation>de hostnaam {host} is onbekend</translation>
    </message>
    <message>
      <source>the connection broke ({why})</source>
      <translation>de verbinding werd verbroken ({why})</translation>
    </message>
    <message>
      <source>the metric list</source>
      <translation>de lijst van metrics</translation>
    </message>
    <message>
      <source>the answer is not the Prometheus API's (no status)</source>
      <translation>het antwoord komt niet van de Prometheus-API (geen status)</translation>
    </message>
    <message>
      <source>the server says {kind}: {why}</source>
      <translation>de server meldt {kind}: {why}</translation>
    </message>
    <message>
      <source>query {query}: expected a {kind}, the server gave {got}</source>
      <translation>query {query}: een {kind} verwacht, de server gaf {got}</translation>
    </message>
    <message>
      <source>401 Unauthorized: the token or user/password was refused</source>
      <translation>401 Unauthorized: het token of de gebruiker en het wachtwoord werden geweigerd</translation>
    </message>
    <message>
      <source>unexpected answer to the metric list</source>
      <translation>onverwacht antwoord op de lijst van metrics</translation>
    </message>
    <message>
      <source>the answer is JSON nested too deeply to be the Prometheus API's</source>
      <translation>het antwoord is JSON die te diep genest is voor de Prometheus-API</translation>
    </message>
    <message>
      <source>the answer is not JSON: not a Prometheus API (check the URL)</source>
      <translation>het antwoord is geen JSON: geen Prometheus-API (controleer de URL)</translation>
    </message>
    <message>
      <source>{query}: the answer is not in the Prometheus API's shape ({what})</source>
      <translation>{query}: het antwoord heeft niet de vorm van de Prometheus-API ({what})</translation>
    </message>
    <message>
      <source>{query}: {why}</source>
      <translation>{query}: {why}</translation>
    </message>
    <message>
      <source>CA file {path}: cannot be read as PEM certificates ({why})</source>
      <translation>CA-bestand {path}: niet te lezen als PEM-certificaten ({why})</translation>
    </message>
    <message>
      <source>the connection broke before the answer was complete ({why})</source>
      <translation>de verbinding werd verbroken voordat het antwoord compleet was ({why})</translation>
    </message>
    <message>
      <source>(empty)</source>
      <translation>(leeg)</translation>
    </message>
    <message>
      <source>no reason given</source>
      <translation>geen reden opgegeven</translation>
    </message>
    <message>
      <source>no OS keyring is available here (keyring found no backend); the credentials were used for this import only</source>
      <translation>hier is geen sleutelhanger van het besturingssysteem beschikbaar (keyring vond geen backend); de inloggegevens zijn alleen voor deze import gebruikt</translation>
    </message>
    <message>
      <source>remembering credentials needs the optional 'keyring' package (pip install keyring); they were used for this import only</source>
      <translation>inloggegevens onthouden vraagt het optionele pakket 'keyring' (pip install keyring); ze zijn alleen voor deze import gebruikt</translation>
    </message>
    <message>
      <source>the OS keyring refused to store the credentials ({why})</source>
      <translation>de sleutelhanger van het besturingssysteem weigerde de inloggegevens op te slaan ({why})</translation>
    </message>
    <message>
      <source>not a JSON answer of the Prometheus API (an error page? run the script again)</source>
      <translation>geen JSON-antwoord van de Prometheus-API (een foutpagina? voer het script opnieuw uit)</translation>
    </message>
    <message>
      <source>read from the saved answers in {folder} (prom-script)</source>
      <translation>gelezen uit de bewaarde antwoorden in {folder} (prom-script)</translation>
    </message>
    <message>
      <source>{what} {text}: holds a control character or white space ({char}); a fetch script cannot carry it</source>
      <translation>{what} {text}: bevat een stuurteken of witruimte ({char}); een ophaalscript kan dat niet meenemen</translation>
    </message>
    <message>
      <source>not written by a gpu-tco prom-script</source>
      <translation>niet geschreven door een gpu-tco prom-script</translation>
    </message>
    <message>
      <source>answers version {version}; this app reads version {current}</source>
      <translation>antwoorden in versie {version}; deze app leest versie {current}</translation>
    </message>
    <message>
      <source>no saved answer for {what} (the folder was written for another window or filter)</source>
      <translation>geen bewaard antwoord voor {what} (de map is geschreven voor een andere periode of een ander filter)</translation>
    </message>
    <message>
      <source>missing; did the script run to its end?</source>
      <translation>ontbreekt; is het script tot het einde gelopen?</translation>
    </message>
    <message>
      <source>not a gpu-tco Prometheus export (written by 'gpu-tco prom-export')</source>
      <translation>geen Prometheus-export van gpu-tco (geschreven door 'gpu-tco prom-export')</translation>
    </message>
    <message>
      <source>export version {version}; this app reads version {current}</source>
      <translation>exportversie {version}; deze app leest versie {current}</translation>
    </message>
    <message>
      <source>the export holds no GPU</source>
      <translation>de export bevat geen GPU</translation>
    </message>
    <message>
      <source>the export is incomplete or damaged ({why})</source>
      <translation>de export is onvolledig of beschadigd ({why})</translation>
    </message>
    <message>
      <source>{field}: {why}</source>
      <translation>{field}: {why}</translation>
    </message>
    <message>
      <source>expected an object, found {kind}</source>
      <translation>een object verwacht, gevonden: {kind}</translation>
    </message>
    <message>
      <source>expected a list, found {kind}</source>
      <translation>een lijst verwacht, gevonden: {kind}</translation>
    </message>
    <message>
      <source>{n} entries; at most {limit}</source>
      <translation>{n} items; hoogstens {limit}</translation>
    </message>
    <message>
      <source>expected a text, found {kind}</source>
      <translation>een tekst verwacht, gevonden: {kind}</translation>
    </message>
    <message>
      <source>{n} characters; at most {limit}</source>
      <translation>{n} tekens; hoogstens {limit}</translation>
    </message>
    <message>
      <source>expected a number, found {kind}</source>
      <translation>een getal verwacht, gevonden: {kind}</translation>
    </message>
    <message>
      <source>{value} is outside {low} to {high}</source>
      <translation>{value} ligt buiten {low} tot {high}</translation>
    </message>
    <message>
      <source>{value} is outside 0 to 1 (a share, {percent} of 100 %)</source>
      <translation>{value} ligt buiten 0 tot 1 (een aandeel, {percent} van 100 %)</translation>
    </message>
    <message>
      <source>unknown field {name}</source>
      <translation>onbekend veld {name}</translation>
    </message>
    <message>
      <source>the field {name} is missing</source>
      <translation>het veld {name} ontbreekt</translation>
    </message>
    <message>
      <source>{text} is not a time</source>
      <translation>{text} is geen tijdstip</translation>
    </message>
    <message>
      <source>a window of {seconds} s (from {start} to {end}); an import covers at least {minutes} minutes</source>
      <translation>een periode van {seconds} s (van {start} tot {end}); een import beslaat minstens {minutes} minuten</translation>
    </message>
    <message>
      <source>a window of {days} days; an import covers at most {limit} days</source>
      <translation>een periode van {days} dagen; een import beslaat hoogstens {limit} dagen</translation>
    </message>
    <message>
      <source>{n} values for {m} times</source>
      <translation>{n} waarden voor {m} tijdstippen</translation>
    </message>
    <message>
      <source>{n} values; a day has 24 hours</source>
      <translation>{n} waarden; een dag heeft 24 uur</translation>
    </message>
    <message>
      <source>missing: the export is incomplete or damaged</source>
      <translation>ontbreekt: de export is onvolledig of beschadigd</translation>
    </message>
    <message>
      <source>expected a whole number, found {kind}</source>
      <translation>een geheel getal verwacht, gevonden: {kind}</translation>
    </message>
    <message>
      <source>{url}, {window}, {filter}</source>
      <translation>{url}, {window}, {filter}</translation>
    </message>
    <message>
      <source>{url}, {window}</source>
      <translation>{url}, {window}</translation>
    </message>
    <message>
      <source>no DCGM metrics in this window (is it the right window and label filter, and does dcgm-exporter feed this server?)</source>
      <translation>geen DCGM-metrics in deze periode (zijn de periode en het labelfilter juist, en voedt dcgm-exporter deze server?)</translation>
    </message>
    <message>
      <source>{metric} has no samples in this window</source>
      <translation>{metric} heeft geen metingen in deze periode</translation>
    </message>
    <message>
      <source>no Hostname label: GPUs are grouped into servers by the scrape target (instance)</source>
      <translation>geen Hostname-label: de GPU's zijn per scrape-doel (instance) in servers gegroepeerd</translation>
    </message>
    <message>
      <source>no GPU has power samples in {window}</source>
      <translation>geen enkele GPU heeft vermogensmetingen in {window}</translation>
    </message>
    <message>
      <source>no energy counter (DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION): energy is the integral of power</source>
      <translation>geen energieteller (DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION): het energieverbruik is de integraal van het vermogen</translation>
    </message>
    <message>
      <source>no {metric}: no mean utilization and no power–utilization fit</source>
      <translation>geen {metric}: geen gemiddelde bezettingsgraad en geen curve van vermogen tegen bezettingsgraad</translation>
    </message>
    <message>
      <source>{n} GPU(s) without a modelName label: pick the catalogue GPU yourself</source>
      <translation>{n} GPU('s) zonder modelName-label: kies zelf de GPU in de catalogus</translation>
    </message>
    <message>
      <source>GPU {gpu}: mean utilization {u} % is outside 0 to 100 %: not used</source>
      <translation>GPU {gpu}: gemiddelde bezettingsgraad {u} % ligt buiten 0 tot 100 %: niet gebruikt</translation>
    </message>
    <message>
      <source>GPU {gpu}: the energy counter holds NaN or infinite samples: energy is the power integral</source>
      <translation>GPU {gpu}: de energieteller bevat NaN- of oneindige metingen: de energie is de integraal van het vermogen</translation>
    </message>
    <message>
      <source>GPU {gpu}: the energy counter reset {n} time(s) (a restart of the GPU or the exporter); increase() counts across the reset</source>
      <translation>GPU {gpu}: de energieteller is {n} keer op nul gezet (een herstart van de GPU of van de exporter); increase() telt daar doorheen</translation>
    </message>
    <message>
      <source>GPU {gpu}: {n} gap(s) in the power samples, the longest {minutes} min after {after}</source>
      <translation>GPU {gpu}: hiaten in de vermogensmetingen: {n}, het langste {minutes} min na {after}</translation>
    </message>
    <message>
      <source>GPU {gpu}: the utilization series holds NaN or infinite samples: not used (no mean utilization and no power–utilization fit)</source>
      <translation>GPU {gpu}: de bezettingsreeks bevat NaN- of oneindige metingen: niet gebruikt (geen gemiddelde bezettingsgraad en geen vermogen-bezettingsfit)</translation>
    </message>
    <message>
      <source>GPU {gpu}: the energy counter's increase is negative ({counter} kWh): not used, energy is the power integral</source>
      <translation>GPU {gpu}: de toename van de energieteller is negatief ({counter} kWh): niet gebruikt, de energie is de integraal van het vermogen</translation>
    </message>
    <message>
      <source>GPU {gpu}: energy counter {counter} kWh and power integral {integral} kWh differ by {diff} (the power series has gaps the counter bridges)</source>
      <translation>GPU {gpu}: energieteller {counter} kWh en integraal van het vermogen {integral} kWh verschillen {diff} (de teller overbrugt hiaten in de vermogensmetingen)</translation>
    </message>
    <message>
      <source>GPU {gpu}: energy counter {counter} kWh and power integral {integral} kWh differ by {diff}</source>
      <translation>GPU {gpu}: energieteller {counter} kWh en integraal van het vermogen {integral} kWh verschillen {diff}</translation>
    </message>
    <message>
      <source>label filter {text}: give label matchers in braces, e.g. '{{cluster="a"}}'</source>
      <translation>labelfilter {text}: geef labelmatchers tussen accolades, bijv. '{{cluster="a"}}'</translation>
    </message>
    <message>
      <source>none</source>
      <translation>geen</translation>
    </message>
    <message>
      <source>no {metric} in the window (DCGM metrics found: {seen}); check the window, the label filter and that dcgm-exporter exports power</source>
      <translation>geen {metric} in de periode (gevonden DCGM-metrics: {seen}); controleer de periode, het labelfilter en of dcgm-exporter het vermogen exporteert</translation>
    </message>
    <message>
      <source>GPU {gpu}: the energy counter fell {n} times in {samples} samples (a counter falls only at a restart), so increase() would give {counter} kWh: energy is the power integral, {integral} kWh</source>
      <translation>GPU {gpu}: de energieteller daalde {n} keer in {samples} metingen (een teller daalt alleen bij een herstart), increase() zou dus {counter} kWh geven: de energie is de integraal van het vermogen, {integral} kWh</translation>
    </message>
    <message>
      <source>GPU {gpu}: the energy counter fell {n} times in {samples} samples (a counter falls only at a restart): not used, and no power integral either</source>
      <translation>GPU {gpu}: de energieteller daalde {n} keer in {samples} metingen (een teller daalt alleen bij een herstart): niet gebruikt, en er is ook geen integraal van het vermogen</translation>
    </message>
    <message>
      <source>GPU {gpu}: {n} series for one GPU (the same Hostname, gpu and UUID; {series}): left out, so that one series' power is never joined to another's energy; keep one with a label filter, e.g. --match '{{{label}={value}}}'</source>
      <translation>GPU {gpu}: {n} reeksen voor één GPU (dezelfde Hostname, gpu en UUID; {series}): weggelaten, zodat het vermogen van de ene reeks nooit aan de energie van de andere wordt gekoppeld; houd er één over met een labelfilter, bijv. --match '{{{label}={value}}}'</translation>
    </message>
    <message>
      <source>GPU {gpu} (UUID {uuid}): left out: {bad} of its {n} power samples no GPU can produce ({negative} negative, {high} above {bound} W, {odd} NaN or infinite); none of its figures is used</source>
      <translation>GPU {gpu} (UUID {uuid}): weggelaten: {bad} van zijn {n} vermogensmetingen kan geen GPU leveren ({negative} negatief, {high} boven {bound} W, {odd} NaN of oneindig); geen van zijn cijfers wordt gebruikt</translation>
    </message>
    <message>
      <source>{n} GPU(s) left out whose power series hold samples no GPU can produce (negative, above {bound} W, NaN or infinite): {gpus}</source>
      <translation>{n} GPU('s) weggelaten waarvan de vermogensreeks metingen bevat die geen GPU kan leveren (negatief, boven {bound} W, NaN of oneindig): {gpus}</translation>
    </message>
    <message>
      <source>{gpus} GPUs: {why}</source>
      <translation>{gpus} GPU's: {why}</translation>
    </message>
    <message>
      <source>no GPU left to import ({first}{more})</source>
      <translation>geen GPU over om te importeren ({first}{more})</translation>
    </message>
    <message>
      <source>; {n} more such note(s)</source>
      <translation>; nog {n} zulke melding(en)</translation>
    </message>
    <message>
      <source>narrow the import with a label filter (--match, e.g. '{{Hostname=~"node-0.*"}}') and import the fleet in parts</source>
      <translation>beperk de import met een labelfilter (--match, bijv. '{{Hostname=~"node-0.*"}}') en importeer het park in delen</translation>
    </message>
    <message>
      <source>the answer holds {n} series, more than the {limit} one import reads: {narrow}</source>
      <translation>het antwoord bevat {n} reeksen, meer dan de {limit} die één import leest: {narrow}</translation>
    </message>
    <message>
      <source>the answer is larger than {mib} MiB (at least {size} MiB came): {narrow}</source>
      <translation>het antwoord is groter dan {mib} MiB (er kwam minstens {size} MiB): {narrow}</translation>
    </message>
    <message>
      <source>the answer is larger than {mib} MiB (the server announces {size} MiB): {narrow}</source>
      <translation>het antwoord is groter dan {mib} MiB (de server kondigt {size} MiB aan): {narrow}</translation>
    </message>
    <message>
      <source>a result's labels are not an object of label names and values</source>
      <translation>de labels van een resultaat zijn geen object van labelnamen en -waarden</translation>
    </message>
    <message>
      <source>a time stamp is not a number of seconds ({got})</source>
      <translation>een tijdstempel is geen aantal seconden ({got})</translation>
    </message>
    <message>
      <source>a sample value is not a number ({got})</source>
      <translation>een meetwaarde is geen getal ({got})</translation>
    </message>
    <message>
      <source>the result is not a list of series</source>
      <translation>het resultaat is geen lijst van reeksen</translation>
    </message>
    <message>
      <source>the metric list is not a list of names</source>
      <translation>de lijst van metrics is geen lijst van namen</translation>
    </message>
    <message>
      <source>the label {label} is not text</source>
      <translation>het label {label} is geen tekst</translation>
    </message>
    <message>
      <source>a result is not an object with labels and one value</source>
      <translation>een resultaat is geen object met labels en één waarde</translation>
    </message>
    <message>
      <source>a result is not an object with labels and values</source>
      <translation>een resultaat is geen object met labels en waarden</translation>
    </message>
    <message>
      <source>a sample is not a pair of time and value</source>
      <translation>een meting is geen paar van tijd en waarde</translation>
    </message>
    <message>
      <source>{start} to {end} UTC</source>
      <translation>{start} tot {end} UTC</translation>
    </message>
    <message>
      <source>{what} {text}: not a time (give e.g. 2026-11-01, 2026-11-01T08:00Z, epoch seconds or now-14d)</source>
      <translation>{what} {text}: geen tijdstip (geef bijv. 2026-11-01, 2026-11-01T08:00Z, epoch-seconden of now-14d)</translation>
    </message>
    <message>
      <source>window {start} to {end}: the end is not after the start</source>
      <translation>periode {start} tot {end}: het einde ligt niet na het begin</translation>
    </message>
    <message>
      <source>window of {seconds} s: give at least {minutes} minutes</source>
      <translation>periode van {seconds} s: geef minstens {minutes} minuten</translation>
    </message>
    <message>
      <source>window of {days} days: give at most {limit} days</source>
      <translation>periode van {days} dagen: geef hoogstens {limit} dagen</translation>
    </message>
    <message>
      <source>an allowance band must end above where it starts</source>
      <translation>een schijf van een investeringsaftrek moet boven haar begin eindigen</translation>
    </message>
    <message>
      <source>allowance {id}: a rate allowance needs a rate and no bands</source>
      <translation>aftrek {id}: een aftrek als percentage heeft een percentage en geen schijven nodig</translation>
    </message>
    <message>
      <source>allowance {id}: a banded allowance needs bands and no rate</source>
      <translation>aftrek {id}: een aftrek in schijven heeft schijven en geen percentage nodig</translation>
    </message>
    <message>
      <source>allowance ids must be unique</source>
      <translation>de id's van de investeringsaftrek moeten uniek zijn</translation>
    </message>
    <message>
      <source>allowance {id}: the bands must follow one another without overlapping</source>
      <translation>aftrek {id}: de schijven moeten op elkaar aansluiten zonder te overlappen</translation>
    </message>
    <message>
      <source>measured_idle_w {idle} is above measured_full_w {full}</source>
      <translation>measured_idle_w {idle} ligt boven measured_full_w {full}</translation>
    </message>
    <message>
      <source>unknown power profile {profile}; known: {known}</source>
      <translation>onbekend power profile {profile}; bekend: {known}</translation>
    </message>
    <message>
      <source>idle_w {idle} must be below tdp_w {tdp}</source>
      <translation>idle_w {idle} moet onder tdp_w {tdp} liggen</translation>
    </message>
    <message>
      <source>min_power_limit_w {limit} is above tdp_w {tdp}</source>
      <translation>min_power_limit_w {limit} ligt boven tdp_w {tdp}</translation>
    </message>
    <message>
      <source>max_power_limit_w {limit} is below tdp_w {tdp}</source>
      <translation>max_power_limit_w {limit} ligt onder tdp_w {tdp}</translation>
    </message>
    <message>
      <source>spares {spares} must be fewer than count {count}</source>
      <translation>spares {spares} moet kleiner zijn dan count {count}</translation>
    </message>
    <message>
      <source>gpu_counts must be increasing whole numbers of at least 1</source>
      <translation>gpu_counts moeten oplopende gehele getallen van minstens 1 zijn</translation>
    </message>
    <message>
      <source>platform_max_w {full} is below platform_idle_w {idle}</source>
      <translation>platform_max_w {full} ligt onder platform_idle_w {idle}</translation>
    </message>
    <message>
      <source>gpu_counts {n} is above gpu_slots {slots}</source>
      <translation>gpu_counts {n} ligt boven gpu_slots {slots}</translation>
    </message>
    <message>
      <source>gpu_slots {slots} does not fit form factor PCIe: at most {limit}</source>
      <translation>gpu_slots {slots} past niet bij vormfactor PCIe: hoogstens {limit}</translation>
    </message>
    <message>
      <source>curve load fractions must be strictly increasing</source>
      <translation>de belastingsfracties van de curve moeten strikt oplopen</translation>
    </message>
    <message>
      <source>give exactly one of pue (absolute) or pue_factor (times the site PUE)</source>
      <translation>geef precies één van pue (absoluut) of pue_factor (maal de PUE van de locatie)</translation>
    </message>
    <message>
      <source>perf[{key}] must lie in {low}..{high}, got {perf}</source>
      <translation>perf[{key}] moet in {low}..{high} liggen, maar is {perf}</translation>
    </message>
    <message>
      <source>busy_w[{key}] {busy} must lie above idle_w {idle} and at most tdp_w {tdp}</source>
      <translation>busy_w[{key}] {busy} moet boven idle_w {idle} en hoogstens op tdp_w {tdp} liggen</translation>
    </message>
    <message>
      <source>PSU option {psu} x{count} needs more than {bays} bays</source>
      <translation>voedingsoptie {psu} x{count} vraagt meer dan {bays} plaatsen</translation>
    </message>
    <message>
      <source>gpu_slots {slots} does not fit a rack-scale system: {counts} GPUs</source>
      <translation>gpu_slots {slots} past niet bij een rack-scale systeem: {counts} GPU's</translation>
    </message>
    <message>
      <source>gpu_slots {slots} does not fit form factor {form}: baseboards hold {counts} GPUs</source>
      <translation>gpu_slots {slots} past niet bij vormfactor {form}: baseboards hebben {counts} GPU's</translation>
    </message>
    <message>
      <source>curve load fraction {load} outside 0..1.5</source>
      <translation>belastingsfractie {load} van de curve ligt buiten 0..1,5</translation>
    </message>
    <message>
      <source>curve efficiency {eff} outside [{low}, 1]</source>
      <translation>rendement {eff} van de curve ligt buiten [{low}; 1]</translation>
    </message>
    <message>
      <source>{kind}: key {key} differs from the entry's id {id}</source>
      <translation>{kind}: sleutel {key} wijkt af van de id van het item, {id}</translation>
    </message>
    <message>
      <source>idle power {power} W is below its {n} GPUs' own idle power ({n} x {each} W = {total} W)</source>
      <translation>het vermogen in rust van {power} W ligt onder dat van de {n} GPU's zelf ({n} x {each} W = {total} W)</translation>
    </message>
    <message>
      <source>full power {power} W is below its {n} GPUs' own full power ({n} x {each} W = {total} W)</source>
      <translation>het volle vermogen van {power} W ligt onder dat van de {n} GPU's zelf ({n} x {each} W = {total} W)</translation>
    </message>
    <message>
      <source>full power {full} W is below idle power {idle} W</source>
      <translation>het volle vermogen van {full} W ligt onder het vermogen in rust van {idle} W</translation>
    </message>
    <message>
      <source>tax band {n}: to_kwh {to} must be above from_kwh {start}</source>
      <translation>belastingschijf {n}: to_kwh {to} moet boven from_kwh {start} liggen</translation>
    </message>
    <message>
      <source>tax band {n} starts at {start} kWh, inside the band before it (up to {top} kWh)</source>
      <translation>belastingschijf {n} begint bij {start} kWh, binnen de schijf ervoor (tot {top} kWh)</translation>
    </message>
    <message>
      <source>tax band {n} has no upper limit: only the last band may</source>
      <translation>belastingschijf {n} heeft geen bovengrens: dat mag alleen de laatste schijf</translation>
    </message>
    <message>
      <source>must be a whole number</source>
      <translation>moet een geheel getal zijn</translation>
    </message>
    <message>
      <source>must be a number</source>
      <translation>moet een getal zijn</translation>
    </message>
    <message>
      <source>must be true or false</source>
      <translation>moet waar of onwaar zijn (true of false)</translation>
    </message>
    <message>
      <source>must be a finite number</source>
      <translation>moet een eindig getal zijn</translation>
    </message>
    <message>
      <source>must be text</source>
      <translation>moet tekst zijn</translation>
    </message>
    <message>
      <source>must be a table of fields</source>
      <translation>moet een tabel met velden zijn</translation>
    </message>
    <message>
      <source>must be a list</source>
      <translation>moet een lijst zijn</translation>
    </message>
    <message>
      <source>must be a date (YYYY-MM-DD)</source>
      <translation>moet een datum zijn (JJJJ-MM-DD)</translation>
    </message>
    <message>
      <source>unknown field (check its spelling and unit suffix)</source>
      <translation>onbekend veld (controleer de spelling en het achtervoegsel van de eenheid)</translation>
    </message>
    <message>
      <source>required field is missing</source>
      <translation>verplicht veld ontbreekt</translation>
    </message>
    <message>
      <source>{reason}</source>
      <translation>{reason}</translation>
    </message>
    <message>
      <source>{number} %</source>
      <translation>{number} %</translation>
    </message>
    <message>
      <source>does not have the form {pattern}</source>
      <translation>heeft niet de vorm {pattern}</translation>
    </message>
    <message>
      <source>must be one of {expected}</source>
      <translation>moet een van deze zijn: {expected}</translation>
    </message>
    <message>
      <source>must have at most {limit} characters</source>
      <translation>mag hoogstens {limit} tekens hebben</translation>
    </message>
    <message>
      <source>must have at most {limit} items</source>
      <translation>mag hoogstens {limit} elementen hebben</translation>
    </message>
    <message>
      <source>must have at least {limit} characters</source>
      <translation>moet minstens {limit} tekens hebben</translation>
    </message>
    <message>
      <source>must have at least {limit} items</source>
      <translation>moet minstens {limit} elementen hebben</translation>
    </message>
    <message>
      <source>{start}... ({n} characters)</source>
      <translation>{start}... ({n} tekens)</translation>
    </message>
    <message>
      <source>{field} = {value}</source>
      <translation>{field} = {value}</translation>
    </message>
    <message>
      <source>{reason} (and 1 more problem)</source>
      <translation>{reason} (en nog 1 probleem)</translation>
    </message>
    <message>
      <source>{reason} (and {more} more problems)</source>
      <translation>{reason} (en nog {more} problemen)</translation>
    </message>
    <message>
      <source>{start}… ({n} characters)</source>
      <translation>{start}… ({n} tekens)</translation>
    </message>
    <message>
      <source>{field}</source>
      <translation>{field}</translation>
    </message>
    <message>
      <source>give at least one number format; known: {known}</source>
      <translation>geef ten minste één getalformaat op; bekend: {known}</translation>
    </message>
    <message>
      <source>perf_precision[{key}] names a class without a perf value</source>
      <translation>perf_precision[{key}] noemt een klasse zonder doorvoerwaarde (perf)</translation>
    </message>
    <message>
      <source>perf_at[{key}] gives values at named formats, but perf[{key}] states no precision: state it (no mixing of stated and unstated values)</source>
      <translation>perf_at[{key}] geeft waarden per getalformaat, maar bij perf[{key}] staat geen getalformaat: vermeld het (geen mengsel van waarden met en zonder getalformaat)</translation>
    </message>
    <message>
      <source>perf_at[{key}] gives a second value at {format}, the format of perf[{key}]: one value per precision</source>
      <translation>perf_at[{key}] geeft een tweede waarde in {format}, het getalformaat van perf[{key}]: één waarde per getalformaat</translation>
    </message>
    <message>
      <source>unknown number format {name}; known: {known}</source>
      <translation>onbekend getalformaat {name}; bekend: {known}</translation>
    </message>
    <message>
      <source>busy_w_at[{key}] gives a power at {format}, which has no perf value</source>
      <translation>busy_w_at[{key}] geeft een vermogen in {format}, waarvoor geen doorvoerwaarde (perf) bestaat</translation>
    </message>
    <message>
      <source>give a day/night tariff or the bill in components, not both</source>
      <translation>geef een dag-/nachttarief of de energierekening in onderdelen, niet allebei</translation>
    </message>
    <message>
      <source>demand growth {g} a year is outside (-50 %, 200 %]: give a yearly fraction above -0.5 and at most 2</source>
      <translation>groei van de vraag {g} per jaar ligt buiten (-50 %, 200 %]: geef een fractie per jaar boven -0,5 en hoogstens 2</translation>
    </message>
    <message>
      <source>a custom profile needs phi and lam</source>
      <translation>een eigen profiel heeft phi en lam nodig</translation>
    </message>
    <message>
      <source>profile {id} is a preset: leave phi and lam out</source>
      <translation>profiel {id} is een voorinstelling: laat phi en lam weg</translation>
    </message>
    <message>
      <source>give a power cap or a power profile, not both</source>
      <translation>geef een vermogensbegrenzing of een power profile, niet allebei</translation>
    </message>
    <message>
      <source>psu_spares {spares} must be fewer than psu_count {count}</source>
      <translation>psu_spares {spares} moet kleiner zijn dan psu_count {count}</translation>
    </message>
    <message>
      <source>fleet mode needs both servers and utilization (or neither: sizing)</source>
      <translation>vlootmodus heeft zowel servers als de bezettingsgraad nodig (of geen van beide: dimensioneren)</translation>
    </message>
    <message>
      <source>give maintenance_per_year or maintenance_rate, not both</source>
      <translation>geef maintenance_per_year of maintenance_rate, niet allebei</translation>
    </message>
    <message>
      <source>the baseline is not bought: it has no extra bill-of-materials lines (baseline_capex stands for a replacement due anyway)</source>
      <translation>de huidige configuratie wordt niet gekocht: ze heeft geen extra regels in de materiaallijst (baseline_capex staat voor een vervanging die hoe dan ook nodig is)</translation>
    </message>
    <message>
      <source>the baseline is not bought: it is not financed</source>
      <translation>de huidige configuratie wordt niet gekocht: ze wordt niet gefinancierd</translation>
    </message>
    <message>
      <source>the baseline and a rental are not bought: no investment allowance applies to them</source>
      <translation>de huidige configuratie en een huuroptie worden niet gekocht: er geldt geen investeringsaftrek voor</translation>
    </message>
    <message>
      <source>an option lists an allowance once</source>
      <translation>een optie noemt een investeringsaftrek maar één keer</translation>
    </message>
    <message>
      <source>a rental is not bought: its one-off costs are the rental's migration and upfront fee, not bill-of-materials lines</source>
      <translation>huur wordt niet gekocht: de eenmalige kosten zijn de migratie en de vooruitbetaling van de huur, geen regels in de materiaallijst</translation>
    </message>
    <message>
      <source>a rental is a sized candidate: no baseline, fleet mode, financing or residual value</source>
      <translation>huur is een gedimensioneerde optie: geen huidige configuratie, vlootmodus, financiering of restwaarde</translation>
    </message>
    <message>
      <source>at most one option may be the baseline</source>
      <translation>hoogstens één optie mag de huidige configuratie zijn</translation>
    </message>
    <message>
      <source>option labels must be unique; {label} appears twice</source>
      <translation>de namen van de opties moeten uniek zijn; {label} komt twee keer voor</translation>
    </message>
    <message>
      <source>workload class {id} is not in the quote's catalogue</source>
      <translation>workloadklasse {id} staat niet in de catalogus van de offerte</translation>
    </message>
    <message>
      <source>cap_curve needs increasing power ratios and the point (1, 1)</source>
      <translation>cap_curve heeft oplopende vermogensverhoudingen en het punt (1, 1) nodig</translation>
    </message>
    <message>
      <source>option {label}: allowance {id} is not among the quote's tax allowances</source>
      <translation>optie {label}: aftrek {id} staat niet bij de fiscale regelingen van de offerte</translation>
    </message>
    <message>
      <source>cap_curve point ({ratio}, {share}): power ratio must lie in (0, 1.5], relative throughput in [{low}, 1.5]</source>
      <translation>cap_curve-punt ({ratio}; {share}): de vermogensverhouding moet in (0; 1,5] liggen, de relatieve doorvoer in [{low}; 1,5]</translation>
    </message>
    <message>
      <source>option {label}: {field} {ref} is not in the quote's catalogue</source>
      <translation>optie {label}: {field} {ref} staat niet in de catalogus van de offerte</translation>
    </message>
    <message>
      <source>must be at least {bound}</source>
      <translation>moet minstens {bound} zijn</translation>
    </message>
    <message>
      <source>must be more than {bound}</source>
      <translation>moet meer dan {bound} zijn</translation>
    </message>
    <message>
      <source>must be at most {bound}</source>
      <translation>mag hoogstens {bound} zijn</translation>
    </message>
    <message>
      <source>must be less than {bound}</source>
      <translation>moet minder dan {bound} zijn</translation>
    </message>
    <message>
      <source>hourly_carbon_kg_per_kwh needs 24 values in 0..3</source>
      <translation>hourly_carbon_kg_per_kwh heeft 24 waarden in 0..3 nodig</translation>
    </message>
    <message>
      <source>hourly_mean_w needs 24 power values in 0..1e9 W, not all 0</source>
      <translation>hourly_mean_w heeft 24 vermogenswaarden in 0..1e9 W nodig, niet allemaal 0</translation>
    </message>
    <message>
      <source>character {position} is a lone surrogate (U+{code}), not text</source>
      <translation>teken {position} is een losse surrogaat (U+{code}), geen tekst</translation>
    </message>
    <message>
      <source>character {position} is U+{code}, a Unicode non-character</source>
      <translation>teken {position} is U+{code}, een Unicode-niet-teken</translation>
    </message>
    <message>
      <source>character {position} is a control character (U+{code}); not allowed here</source>
      <translation>teken {position} is een stuurteken (U+{code}); hier niet toegestaan</translation>
    </message>
    <message>
      <source>character {position} is a line break (U+{code}); not allowed here</source>
      <translation>teken {position} is een regeleinde (U+{code}); hier niet toegestaan</translation>
    </message>
    <message>
      <source>{text} must be above 0</source>
      <translation>{text} moet groter zijn dan 0</translation>
    </message>
    <message>
      <source>{text} is above 150 % of TDP</source>
      <translation>{text} ligt boven 150 % van de TDP</translation>
    </message>
    <message>
      <source>{text} is not a power in W or a share of TDP in %</source>
      <translation>{text} is geen vermogen in W of aandeel van de TDP in %</translation>
    </message>
    <message>
      <source>{part} is not 'power ratio:throughput'</source>
      <translation>{part} is geen 'vermogensverhouding:doorvoer'</translation>
    </message>
    <message>
      <source>and {n} more note(s) (point at this message to read them all)</source>
      <translation>en nog {n} melding(en) (wijs deze melding aan om ze allemaal te lezen)</translation>
    </message>
    <message>
      <source>From</source>
      <translation>Van</translation>
    </message>
    <message>
      <source>To</source>
      <translation>Tot</translation>
    </message>
  </context>
  <context>
    <name>Results</name>
    <message>
      <source>servers (bars)</source>
      <translation>servers (staven)</translation>
    </message>
    <message>
      <source>utilization [%] (lines)</source>
      <translation>bezettingsgraad [%] (lijnen)</translation>
    </message>
    <message>
      <source>Servers and utilization by year</source>
      <translation>Servers en bezettingsgraad per jaar</translation>
    </message>
    <message>
      <source>utilization ceiling ({u})</source>
      <translation>plafond bezettingsgraad ({u})</translation>
    </message>
    <message>
      <source>year {y}</source>
      <translation>jaar {y}</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Servers</translation>
    </message>
    <message>
      <source>Utilization</source>
      <translation>Bezettingsgraad</translation>
    </message>
    <message>
      <source>Number format</source>
      <translation>Getalformaat</translation>
    </message>
    <message>
      <source>Wall power per server [W]</source>
      <translation>Vermogen per server aan het stopcontact [W]</translation>
    </message>
    <message>
      <source>Wall power, all servers [kW]</source>
      <translation>Vermogen aan het stopcontact, alle servers [kW]</translation>
    </message>
    <message>
      <source>Energy [kWh/year]</source>
      <translation>Energieverbruik [kWh/jaar]</translation>
    </message>
    <message>
      <source>of which facility overhead [kWh/year]</source>
      <translation>waarvan facilitaire overhead [kWh/jaar]</translation>
    </message>
    <message>
      <source>Energy cost, year 1</source>
      <translation>Energiekosten, jaar 1</translation>
    </message>
    <message>
      <source>Share of the energy at night (day/night tariff)</source>
      <translation>Aandeel van de energie 's nachts (dag/nachttarief)</translation>
    </message>
    <message>
      <source>of which energy tax, year 1</source>
      <translation>waarvan energiebelasting, jaar 1</translation>
    </message>
    <message>
      <source>of which grid capacity charge, year 1</source>
      <translation>waarvan capaciteitstarief net, jaar 1</translation>
    </message>
    <message>
      <source>Rented GPU-hours billed [h/year]</source>
      <translation>Gehuurde GPU-uren gefactureerd [h/jaar]</translation>
    </message>
    <message>
      <source>CO₂ [kg/year]</source>
      <translation>CO₂-uitstoot [kg/jaar]</translation>
    </message>
    <message>
      <source>CO₂, market-based (contract) [kg/year]</source>
      <translation>CO₂-uitstoot, marktgebaseerd (contract) [kg/jaar]</translation>
    </message>
    <message>
      <source>Embodied CO₂ of the hardware [kg]</source>
      <translation>CO₂ uit productie van de hardware [kg]</translation>
    </message>
    <message>
      <source>CO₂ over the horizon, embodied included [kg]</source>
      <translation>CO₂-uitstoot over de looptijd, productie inbegrepen [kg]</translation>
    </message>
    <message>
      <source>Carbon payback of the hardware</source>
      <translation>CO₂-terugverdientijd van de hardware</translation>
    </message>
    <message>
      <source>Capex</source>
      <translation>Investering</translation>
    </message>
    <message>
      <source>Paid at the start (the financed part monthly)</source>
      <translation>Betaald bij aanvang (het gefinancierde deel maandelijks)</translation>
    </message>
    <message>
      <source>Monthly loan payment</source>
      <translation>Maandtermijn van de lening</translation>
    </message>
    <message>
      <source>Residual value at the horizon</source>
      <translation>Restwaarde aan het einde van de looptijd</translation>
    </message>
    <message>
      <source>Maintenance a year after the warranty</source>
      <translation>Onderhoud per jaar na de garantie</translation>
    </message>
    <message>
      <source>Tax benefit of the allowances (end of year 1)</source>
      <translation>Belastingvoordeel van de investeringsaftrek (einde jaar 1)</translation>
    </message>
    <message>
      <source>TCO over the horizon</source>
      <translation>TCO over de looptijd</translation>
    </message>
    <message>
      <source>Payback, simple (first-year saving)</source>
      <translation>Terugverdientijd, eenvoudig (besparing eerste jaar)</translation>
    </message>
    <message>
      <source>Payback, cumulative (escalated, discounted)</source>
      <translation>Terugverdientijd, cumulatief (met prijsstijging, verdisconteerd)</translation>
    </message>
    <message>
      <source>NPV of switching</source>
      <translation>NCW van overstappen</translation>
    </message>
    <message>
      <source>Energy [kWh per 10⁶ {unit}]</source>
      <translation>Energie [kWh per 10⁶ {unit}]</translation>
    </message>
    <message>
      <source>Cost per 10⁶ {unit}</source>
      <translation>Kosten per 10⁶ {unit}</translation>
    </message>
    <message>
      <source>Peak power per server [W]</source>
      <translation>Piekvermogen per server [W]</translation>
    </message>
    <message>
      <source>Peak power, all servers [kW]</source>
      <translation>Piekvermogen, alle servers [kW]</translation>
    </message>
    <message>
      <source>Current per feed, 230 V single-phase [A]</source>
      <translation>Stroom per aansluiting, 230 V eenfase [A]</translation>
    </message>
    <message>
      <source>Current per phase, 400 V three-phase feed [A]</source>
      <translation>Stroom per fase, 400 V driefase [A]</translation>
    </message>
    <message>
      <source>Heat at peak, all servers [kW]</source>
      <translation>Warmteafgifte bij piek, alle servers [kW]</translation>
    </message>
    <message>
      <source>Heat at peak, all servers [BTU/h]</source>
      <translation>Warmteafgifte bij piek, alle servers [BTU/h]</translation>
    </message>
    <message>
      <source>Servers per rack (rack limit)</source>
      <translation>Servers per rack (racklimiet)</translation>
    </message>
    <message>
      <source>Racks needed</source>
      <translation>Benodigde racks</translation>
    </message>
    <message>
      <source>Servers the power budget holds</source>
      <translation>Servers binnen het vermogensbudget</translation>
    </message>
    <message>
      <source>PSU headroom at peak</source>
      <translation>Reserve van de voedingen bij piek</translation>
    </message>
    <message>
      <source>Best of the options</source>
      <translation>Beste van de opties</translation>
    </message>
    <message>
      <source>invalid</source>
      <translation>ongeldig</translation>
    </message>
    <message>
      <source> (baseline)</source>
      <translation> (huidige configuratie)</translation>
    </message>
    <message>
      <source>servers</source>
      <translation>servers</translation>
    </message>
    <message>
      <source>utilization</source>
      <translation>bezettingsgraad</translation>
    </message>
    <message>
      <source>servers bought at the start of the year</source>
      <translation>servers gekocht aan het begin van het jaar</translation>
    </message>
    <message>
      <source>capex paid at the start of the year</source>
      <translation>investering betaald aan het begin van het jaar</translation>
    </message>
    <message>
      <source>opex</source>
      <translation>exploitatiekosten</translation>
    </message>
    <message>
      <source>saving against the baseline</source>
      <translation>besparing t.o.v. de huidige configuratie</translation>
    </message>
    <message>
      <source>Demand [{unit}/s]</source>
      <translation>Vraag [{unit}/s]</translation>
    </message>
    <message>
      <source>Per year: table</source>
      <translation>Per jaar: tabel</translation>
    </message>
    <message>
      <source>Per year: chart</source>
      <translation>Per jaar: grafiek</translation>
    </message>
    <message>
      <source>untitled quote</source>
      <translation>naamloze offerte</translation>
    </message>
    <message>
      <source>&lt;b&gt;Why this number&lt;/b&gt; — select a cell</source>
      <translation>&lt;b&gt;Waarom dit getal&lt;/b&gt; — kies een cel</translation>
    </message>
    <message>
      <source>Quote not updated</source>
      <translation>Offerte niet bijgewerkt</translation>
    </message>
    <message>
      <source>No results: the quote could not be computed (see the log).</source>
      <translation>Geen resultaten: de offerte kon niet worden berekend (zie het logbestand).</translation>
    </message>
    <message>
      <source>&lt;p&gt;Reading the quote…&lt;/p&gt;</source>
      <translation>&lt;p&gt;De offerte wordt gelezen…&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Select a result to see how it was computed: the formulas of the method, the inputs and where each came from.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Kies een resultaat om te zien hoe het is berekend: de formules van de rekenwijze, de invoer en de bron van elke waarde.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>{quote} — {workload}; {options}, horizon {years}. Best values are marked green.</source>
      <translation>{quote} — {workload}; {options}, looptijd {years}. De beste waarden zijn groen gemarkeerd.</translation>
    </message>
    <message>
      <source>option</source>
      <translation>optie</translation>
    </message>
    <message>
      <source>options</source>
      <translation>opties</translation>
    </message>
    <message>
      <source>year</source>
      <translation>jaar</translation>
    </message>
    <message>
      <source>years</source>
      <translation>jaar</translation>
    </message>
    <message>
      <source>Please check</source>
      <translation>Graag controleren</translation>
    </message>
    <message>
      <source>Dismiss</source>
      <translation>Negeren</translation>
    </message>
  </context>
  <context>
    <name>SellerForm</name>
    <message>
      <source>Company</source>
      <translation>Bedrijfsnaam</translation>
    </message>
    <message>
      <source>KvK number</source>
      <translation>KvK-nummer</translation>
    </message>
    <message>
      <source>VAT number</source>
      <translation>Btw-nummer</translation>
    </message>
    <message>
      <source>IBAN</source>
      <translation>IBAN</translation>
    </message>
    <message>
      <source>Contact person</source>
      <translation>Contactpersoon</translation>
    </message>
    <message>
      <source>Phone</source>
      <translation>Telefoon</translation>
    </message>
    <message>
      <source>E-mail</source>
      <translation>E-mail</translation>
    </message>
    <message>
      <source>Website</source>
      <translation>Website</translation>
    </message>
    <message>
      <source>General terms (name)</source>
      <translation>Algemene voorwaarden (naam)</translation>
    </message>
    <message>
      <source>Seller profile</source>
      <translation>Verkopersprofiel</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Profiel</translation>
    </message>
    <message>
      <source>street and number, postcode and town (one per line)</source>
      <translation>straat en huisnummer, postcode en plaats (één per regel)</translation>
    </message>
    <message>
      <source>Address</source>
      <translation>Adres</translation>
    </message>
    <message>
      <source>e.g. NLdigital Terms 2025, filed with the KvK</source>
      <translation>bijv. NLdigital Voorwaarden 2025, gedeponeerd bij de KvK</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>Kiezen…</translation>
    </message>
    <message>
      <source>Logo (PNG or JPEG)</source>
      <translation>Logo (PNG of JPEG)</translation>
    </message>
    <message>
      <source>Save profile</source>
      <translation>Profiel opslaan</translation>
    </message>
    <message>
      <source>Delete profile</source>
      <translation>Profiel verwijderen</translation>
    </message>
    <message>
      <source>new profile</source>
      <translation>nieuw profiel</translation>
    </message>
    <message>
      <source>Choose a logo</source>
      <translation>Kies een logo</translation>
    </message>
    <message>
      <source>Images (*.png *.jpg *.jpeg)</source>
      <translation>Afbeeldingen (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
      <source>Saved as {file}.</source>
      <translation>Opgeslagen als {file}.</translation>
    </message>
    <message>
      <source>The address has more than {n} lines.</source>
      <translation>Het adres heeft meer dan {n} regels.</translation>
    </message>
    <message>
      <source>Profile {name} deleted.</source>
      <translation>Profiel {name} verwijderd.</translation>
    </message>
  </context>
  <context>
    <name>Suggest</name>
    <message>
      <source>#</source>
      <translation>#</translation>
    </message>
    <message>
      <source>Build</source>
      <translation>Configuratie</translation>
    </message>
    <message>
      <source>Number
format</source>
      <translation>Getal-
formaat</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Servers</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Racks</translation>
    </message>
    <message>
      <source>Capex</source>
      <translation>Investering</translation>
    </message>
    <message>
      <source>TCO</source>
      <translation>TCO</translation>
    </message>
    <message>
      <source>NPV</source>
      <translation>NCW</translation>
    </message>
    <message>
      <source>Payback
simple</source>
      <translation>Terugverdientijd
eenvoudig</translation>
    </message>
    <message>
      <source>Payback
cumulative</source>
      <translation>Terugverdientijd
cumulatief</translation>
    </message>
    <message>
      <source>MWh
a year</source>
      <translation>MWh
per jaar</translation>
    </message>
    <message>
      <source>t CO2
a year</source>
      <translation>t CO₂
per jaar</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Waarom</translation>
    </message>
    <message>
      <source>highest NPV</source>
      <translation>hoogste NCW</translation>
    </message>
    <message>
      <source>lowest TCO</source>
      <translation>laagste TCO</translation>
    </message>
    <message>
      <source>lowest energy use</source>
      <translation>laagste energieverbruik</translation>
    </message>
    <message>
      <source>lowest CO2 emissions</source>
      <translation>laagste CO₂-uitstoot</translation>
    </message>
    <message>
      <source>lowest capex</source>
      <translation>laagste investering</translation>
    </message>
    <message>
      <source>lowest CO2 over the horizon, embodied included</source>
      <translation>laagste CO₂-uitstoot over de looptijd, productie inbegrepen</translation>
    </message>
    <message>
      <source>best of both</source>
      <translation>beste van beide</translation>
    </message>
    <message>
      <source>all up front</source>
      <translation>alles vooraf</translation>
    </message>
    <message>
      <source>staged</source>
      <translation>gespreid</translation>
    </message>
    <message>
      <source>Suggest a build</source>
      <translation>Een configuratie voorstellen</translation>
    </message>
    <message>
      <source>Every catalogue server with each GPU, count, PSU fit, cooling and power setting it takes, sized to this quote's work with its redundancy; builds that break a limit are left out.</source>
      <translation>Elke server uit de catalogus met elke GPU, elk aantal, elke voedingsindeling, koeling en vermogensinstelling die hij neemt, gedimensioneerd op het werk van deze offerte met haar redundantie; configuraties die een grens overschrijden vallen af.</translation>
    </message>
    <message>
      <source>no limit</source>
      <translation>geen grens</translation>
    </message>
    <message>
      <source>include announced hardware</source>
      <translation>ook aangekondigde hardware</translation>
    </message>
    <message>
      <source>Search</source>
      <translation>Zoeken</translation>
    </message>
    <message>
      <source>Purchase plan</source>
      <translation>Aankoopplan</translation>
    </message>
    <message>
      <source>Add as option</source>
      <translation>Als optie toevoegen</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Sluiten</translation>
    </message>
    <message>
      <source>default</source>
      <translation>standaard</translation>
    </message>
    <message>
      <source>{plan}: servers {fleet} by year</source>
      <translation>{plan}: servers per jaar {fleet}</translation>
    </message>
    <message>
      <source>Rank by</source>
      <translation>Rangschikken op</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>Tonen</translation>
    </message>
    <message>
      <source>Max. capex</source>
      <translation>Max. investering</translation>
    </message>
    <message>
      <source>Max. racks</source>
      <translation>Max. racks</translation>
    </message>
    <message>
      <source>Accepted number formats</source>
      <translation>Toegestane getalformaten</translation>
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation>Redundantie N +</translation>
    </message>
    <message>
      <source>Minimum servers</source>
      <translation>Minimum aantal servers</translation>
    </message>
    <message>
      <source>the quote's: {n}</source>
      <translation>dat van de offerte: {n}</translation>
    </message>
    <message>
      <source>Searched {searched} builds; {valid} fit the quote and its limits.</source>
      <translation>{searched} configuraties doorzocht; {valid} passen bij de offerte en haar grenzen.</translation>
    </message>
    <message>
      <source>No build fits: relax a limit.</source>
      <translation>Geen configuratie past: verruim een grens.</translation>
    </message>
    <message>
      <source>Added the option “{label}”.</source>
      <translation>De optie „{label}” is toegevoegd.</translation>
    </message>
  </context>
  <context>
    <name>Telemetry</name>
    <message>
      <source>GPU model</source>
      <translation>GPU-model</translation>
    </message>
    <message>
      <source>host</source>
      <translation>host</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>GPU's</translation>
    </message>
    <message>
      <source>energy kWh</source>
      <translation>energie kWh</translation>
    </message>
    <message>
      <source>mean W</source>
      <translation>gem. W</translation>
    </message>
    <message>
      <source>p95 W</source>
      <translation>p95 W</translation>
    </message>
    <message>
      <source>mean utilization</source>
      <translation>gem. bezettingsgraad</translation>
    </message>
    <message>
      <source>idle W</source>
      <translation>in rust W</translation>
    </message>
    <message>
      <source>full W</source>
      <translation>vollast W</translation>
    </message>
    <message>
      <source>gaps</source>
      <translation>hiaten</translation>
    </message>
    <message>
      <source>catalogue GPU</source>
      <translation>GPU in catalogus</translation>
    </message>
    <message>
      <source>No authentication</source>
      <translation>Geen authenticatie</translation>
    </message>
    <message>
      <source>Bearer token</source>
      <translation>Bearer-token</translation>
    </message>
    <message>
      <source>User and password</source>
      <translation>Gebruiker en wachtwoord</translation>
    </message>
    <message>
      <source>Fleet telemetry (Prometheus, dcgm-exporter)</source>
      <translation>Telemetrie van het GPU-park (Prometheus, dcgm-exporter)</translation>
    </message>
    <message>
      <source>CA file…</source>
      <translation>CA-bestand…</translation>
    </message>
    <message>
      <source>Remember in the OS keyring</source>
      <translation>Onthouden in de sleutelhanger van het besturingssysteem</translation>
    </message>
    <message>
      <source>Import from Prometheus</source>
      <translation>Importeren uit Prometheus</translation>
    </message>
    <message>
      <source>Open export…</source>
      <translation>Export openen…</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuleren</translation>
    </message>
    <message>
      <source>Use as fleet baseline</source>
      <translation>Gebruiken als huidige configuratie (GPU-park)</translation>
    </message>
    <message>
      <source>CA certificate</source>
      <translation>CA-certificaat</translation>
    </message>
    <message>
      <source>PEM (*.pem *.crt *.cer);;All files (*)</source>
      <translation>PEM (*.pem *.crt *.cer);;Alle bestanden (*)</translation>
    </message>
    <message>
      <source>Importing…</source>
      <translation>Importeren…</translation>
    </message>
    <message>
      <source>Import cancelled; nothing was imported.</source>
      <translation>Import geannuleerd; er is niets geïmporteerd.</translation>
    </message>
    <message>
      <source>Prometheus URL:</source>
      <translation>Prometheus-URL:</translation>
    </message>
    <message>
      <source>Label filter:</source>
      <translation>Labelfilter:</translation>
    </message>
    <message>
      <source>From:</source>
      <translation>Van:</translation>
    </message>
    <message>
      <source>To:</source>
      <translation>Tot:</translation>
    </message>
    <message>
      <source>Authentication:</source>
      <translation>Authenticatie:</translation>
    </message>
    <message>
      <source>User or token:</source>
      <translation>Gebruiker of token:</translation>
    </message>
    <message>
      <source>Password:</source>
      <translation>Wachtwoord:</translation>
    </message>
    <message>
      <source>CA certificate:</source>
      <translation>CA-certificaat:</translation>
    </message>
    <message>
      <source>Open a Prometheus export</source>
      <translation>Een Prometheus-export openen</translation>
    </message>
    <message>
      <source>JSON (*.json);;All files (*)</source>
      <translation>JSON (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
      <source>Cancelling…</source>
      <translation>Annuleren…</translation>
    </message>
    <message>
      <source>Night share of the fleet's energy ({start}:00, {hours} h): {share} (an even spread gives {even}).</source>
      <translation>Nachtaandeel van het energieverbruik van het GPU-park ({start}:00, {hours} h): {share} (gelijkmatig gespreid: {even}).</translation>
    </message>
    <message>
      <source>Use the Prometheus fleet as the baseline</source>
      <translation>Het Prometheus-GPU-park als huidige configuratie gebruiken</translation>
    </message>
    <message>
      <source>{option} now computes with {servers} × {gpus} at {u} utilization (Undo takes it back).</source>
      <translation>{option} rekent nu met {servers} × {gpus} bij {u} bezettingsgraad (Ongedaan maken draait het terug).</translation>
    </message>
    <message>
      <source>Under a day/night tariff its night share is the one measured over the day.</source>
      <translation>Bij een dag/nachttarief is het nachtaandeel het over de dag gemeten aandeel.</translation>
    </message>
    <message>
      <source>{gpus} in {groups} imported</source>
      <translation>{gpus} in {groups} geïmporteerd</translation>
    </message>
    <message>
      <source>server</source>
      <translation>server</translation>
    </message>
    <message>
      <source>servers</source>
      <translation>servers</translation>
    </message>
    <message>
      <source>measured GPU</source>
      <translation>gemeten GPU</translation>
    </message>
    <message>
      <source>measured GPUs</source>
      <translation>gemeten GPU's</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>group</source>
      <translation>groep</translation>
    </message>
    <message>
      <source>groups</source>
      <translation>groepen</translation>
    </message>
  </context>
  <context>
    <name>Why</name>
    <message>
      <source>Amber rows are assumptions, not datasheet or measured values.</source>
      <translation>Amberkleurige regels zijn aannames, geen datasheet- of gemeten waarden.</translation>
    </message>
    <message>
      <source>Carbon payback: the extra embodied CO₂ divided by the yearly CO₂ saved against the current configuration, at today's grid intensity (M39).</source>
      <translation>CO₂-terugverdientijd: de extra CO₂ uit productie gedeeld door de CO₂ die per jaar wordt bespaard ten opzichte van de huidige configuratie, bij de huidige CO₂-intensiteit van het elektriciteitsnet (M39).</translation>
    </message>
    <message>
      <source>Wall power {wall} W = DC load {dc} W / PSU efficiency {eta} at {load} load per PSU (M6–M8).</source>
      <translation>Vermogen aan het stopcontact {wall} W = DC-belasting {dc} W / rendement voeding {eta} bij {load} belasting per voeding (M6–M8).</translation>
    </message>
    <message>
      <source>DC load {dc} W = ({n} GPUs × {gpu} W + platform {plat} W) × cooling's IT power factor × profile λ {lam} (M5).</source>
      <translation>DC-belasting {dc} W = ({n} GPU's × {gpu} W + platform {plat} W) × IT-vermogensfactor van de koeling × profiel λ {lam} (M5).</translation>
    </message>
    <message>
      <source>GPU average power {gpu} W = idle + (full {full} W − idle) × utilization {u} (M3).</source>
      <translation>Gemiddeld GPU-vermogen {gpu} W = in rust + (vol {full} W − in rust) × bezettingsgraad {u} (M3).</translation>
    </message>
    <message>
      <source>Energy {kwh} kWh/year = {m} servers × {wall} W × {h} h / 1000 × PUE {pue} (M16, M17).</source>
      <translation>Energieverbruik {kwh} kWh/jaar = {m} servers × {wall} W × {h} u / 1000 × PUE {pue} (M16, M17).</translation>
    </message>
    <message>
      <source>Facility overhead {oh} kWh/year = total {kwh} − IT {it} (M18).</source>
      <translation>Facilitaire overhead {oh} kWh/jaar = totaal {kwh} − IT {it} (M18).</translation>
    </message>
    <message>
      <source>Price per kWh {p} = night share {s} × night price {n} + the rest × day price {d}.</source>
      <translation>Prijs per kWh {p} = nachtaandeel {s} × nachttarief {n} + de rest × dagtarief {d}.</translation>
    </message>
    <message>
      <source>Embodied CO₂ is not known for this hardware: the catalogue has no figure for its platform or GPU.</source>
      <translation>De CO₂ uit productie van deze hardware is niet bekend: de catalogus heeft geen waarde voor het platform of de GPU.</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>Opmerkingen</translation>
    </message>
    <message>
      <source>Inputs</source>
      <translation>Invoer</translation>
    </message>
    <message>
      <source>Servers {m} = ceil(D / (n × T × u_max)) with demand D {d} {unit}/s, throughput per GPU T {t} (M13).</source>
      <translation>Servers {m} = ceil(D / (n × T × u_max)) met vraag D {d} {unit}/s, doorvoer per GPU T {t} (M13).</translation>
    </message>
    <message>
      <source>Utilization {u} = D / (servers × n × T) (M14).</source>
      <translation>Bezettingsgraad {u} = D / (servers × n × T) (M14).</translation>
    </message>
    <message>
      <source>CO₂ {co2} kg/year = {kwh} kWh × {c} kg/kWh (M20).</source>
      <translation>CO₂-uitstoot {co2} kg/jaar = {kwh} kWh × {c} kg/kWh (M20).</translation>
    </message>
    <message>
      <source>Energy per 10⁶ {unit} = {kwh} kWh / {work} {unit} a year × 10⁶ (M21).</source>
      <translation>Energie per 10⁶ {unit} = {kwh} kWh / {work} {unit} per jaar × 10⁶ (M21).</translation>
    </message>
    <message>
      <source>Cost per 10⁶ {unit} = TCO {tco} / discounted work over {n} years × 10⁶ (M25).</source>
      <translation>Kosten per 10⁶ {unit} = TCO {tco} / verdisconteerd werk over {n} jaar × 10⁶ (M25).</translation>
    </message>
    <message>
      <source>Night share from this fleet's measured load over the day: {m} of its energy falls in the {h} night hours from {start}:00 (telemetry; candidates assume an even spread).</source>
      <translation>Nachtaandeel uit de gemeten belasting van dit GPU-park over de dag: {m} van het energieverbruik valt in de {h} nachturen vanaf {start}:00 (telemetrie; kandidaten gaan uit van een gelijkmatige spreiding).</translation>
    </message>
    <message>
      <source>Night share for a load spread evenly over the day: {h} night hours of 24 = {b}.</source>
      <translation>Nachtaandeel bij een belasting die gelijkmatig over de dag gespreid is: {h} nachturen van 24 = {b}.</translation>
    </message>
    <message>
      <source>Plus the work that may move to the night ({f} of the daytime work), as far as the night's capacity at u_max allows.</source>
      <translation>Plus het werk dat naar de nacht mag schuiven ({f} van het werk overdag), voor zover de capaciteit 's nachts bij u_max dat toelaat.</translation>
    </message>
    <message>
      <source>Energy tax year 1 {t}: what this option's {kwh} kWh add to the tax on the rest of the site's {site} kWh a year, band by band (M19a).</source>
      <translation>Energiebelasting jaar 1 {t}: wat de {kwh} kWh van deze optie toevoegen aan de belasting op de overige {site} kWh per jaar van de locatie, schijf voor schijf (M19a).</translation>
    </message>
    <message>
      <source>Capacity charge year 1 {c} = 12 × {p} per kW a month × {m} servers × peak {w} W × PUE {pue} / 1000 (M19b). The design peak at the mean PUE: a summer peak can be higher.</source>
      <translation>Capaciteitstarief jaar 1 {c} = 12 × {p} per kW per maand × {m} servers × piek {w} W × PUE {pue} / 1000 (M19b). De ontwerppiek bij de gemiddelde PUE: een zomerpiek kan hoger liggen.</translation>
    </message>
    <message>
      <source>Rented: {h} GPU-hours a year are billed; the energy and CO₂ shown are the provider's, not on your bill (M37).</source>
      <translation>Gehuurd: {h} GPU-uren per jaar worden gefactureerd; het getoonde energieverbruik en de CO₂-uitstoot zijn die van de aanbieder en staan niet op uw energierekening (M37).</translation>
    </message>
    <message>
      <source>Paid at the start {k0}; the financed part is paid {a} a month (M36). Each year's payments are in the opex of that year.</source>
      <translation>Betaald bij aanvang {k0}; het gefinancierde deel wordt betaald in termijnen van {a} per maand (M36). De termijnen van elk jaar staan in de exploitatiekosten van dat jaar.</translation>
    </message>
    <message>
      <source>Residual value {rv} at the end of year {n}: the resale share of the capex less installation (M35); the TCO and NPV count it, the paybacks do not.</source>
      <translation>Restwaarde {rv} aan het einde van jaar {n}: het aandeel van de investering zonder installatie dat bij verkoop terugkomt (M35); de TCO en de NCW tellen het mee, de terugverdientijden niet.</translation>
    </message>
    <message>
      <source>Market-based CO₂ {co2} kg/year = {kwh} kWh × the contract's {c} kg/kWh; the grid figure above stays the default.</source>
      <translation>Marktgebaseerde CO₂-uitstoot {co2} kg/jaar = {kwh} kWh × {c} kg/kWh van het contract; het cijfer van het elektriciteitsnet hierboven blijft de standaard.</translation>
    </message>
    <message>
      <source>Embodied CO₂ {e} kg, counted in full at the purchase (M38); over {n} years with the running CO₂: {h} kg.</source>
      <translation>CO₂ uit productie {e} kg, volledig meegeteld bij de aanschaf (M38); over {n} jaar samen met de CO₂-uitstoot in gebruik: {h} kg.</translation>
    </message>
    <message>
      <source>This option is invalid:</source>
      <translation>Deze optie is ongeldig:</translation>
    </message>
    <message>
      <source>All servers {kw} kW = {m} servers × {wall} W / 1000.</source>
      <translation>Alle servers {kw} kW = {m} servers × {wall} W / 1000.</translation>
    </message>
    <message>
      <source>Fleet mode: {m} servers at {u} utilization, as the customer runs them today.</source>
      <translation>Vlootmodus: {m} servers bij {u} bezettingsgraad, zoals de klant ze nu gebruikt.</translation>
    </message>
    <message>
      <source>Energy cost year 1 {c} = {kwh} kWh × {p} per kWh (M19); later years rise {e} a year.</source>
      <translation>Energiekosten jaar 1 {c} = {kwh} kWh × {p} per kWh (M19); latere jaren stijgen {e} per jaar.</translation>
    </message>
    <message>
      <source>Saving in year 1 S₁ {total}</source>
      <translation>Besparing in jaar 1 S₁ {total}</translation>
    </message>
    <message>
      <source>(the baseline's costs minus this option's, M26).</source>
      <translation>(de kosten van de huidige configuratie min die van deze optie, M26).</translation>
    </message>
    <message>
      <source>Simple payback: ΔK {dk} ≤ 0 and S₁ {s1} ≤ 0: {shown}; switching gains up front, then costs at least as much a year, so the NPV decides (M27).</source>
      <translation>Eenvoudige terugverdientijd: ΔK {dk} ≤ 0 en S₁ {s1} ≤ 0: {shown}; overstappen levert vooraf op en kost daarna elk jaar minstens evenveel, dus de NCW beslist (M27).</translation>
    </message>
    <message>
      <source>The baseline is what the others are compared with.</source>
      <translation>De huidige configuratie is waarmee de andere opties worden vergeleken.</translation>
    </message>
    <message>
      <source>Without a baseline (what the customer runs today) there is no saving, so no payback or NPV.</source>
      <translation>Zonder huidige configuratie (wat de klant nu gebruikt) is er geen besparing, dus geen terugverdientijd of NCW.</translation>
    </message>
    <message>
      <source>Opex year 1 {total}</source>
      <translation>Exploitatiekosten jaar 1 {total}</translation>
    </message>
    <message>
      <source>{lead} = energy {e} + maintenance {mnt} + licences {lic}</source>
      <translation>{lead} = energie {e} + onderhoud {mnt} + licenties {lic}</translation>
    </message>
    <message>
      <source>Simple payback: ΔK {dk} / S₁ {s1}: the first year saves nothing, so {shown} (M27).</source>
      <translation>Eenvoudige terugverdientijd: ΔK {dk} / S₁ {s1}: het eerste jaar bespaart niets, dus {shown} (M27).</translation>
    </message>
    <message>
      <source>Capex {k} = {m} servers × {per} per server + installation {inst} + extra lines for the option {once} (M22).</source>
      <translation>Investering {k} = {m} servers × {per} per server + installatie {inst} + extra regels voor de optie {once} (M22).</translation>
    </message>
    <message>
      <source>Per server {per} = (base {base} + {n} × GPU {gpu} + cooling {cool}) × (1 − discount {d}) + extra lines per server {each}.</source>
      <translation>Per server {per} = (basisprijs {base} + {n} × GPU {gpu} + koeling {cool}) × (1 − korting {d}) + extra regels per server {each}.</translation>
    </message>
    <message>
      <source>TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = {r}, {pv} − residual value today {rv} (M24, M35).</source>
      <translation>TCO {tco} = investering bij de start {k} + exploitatiekosten over {n} jaar, verdisconteerd tegen r = {r}, {pv} − restwaarde vandaag {rv} (M24, M35).</translation>
    </message>
    <message>
      <source>TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = {r}, {pv} (M24).</source>
      <translation>TCO {tco} = investering bij de start {k} + exploitatiekosten over {n} jaar, verdisconteerd tegen r = {r}, {pv} (M24).</translation>
    </message>
    <message>
      <source> + other {other} (colocation, financing, GPU-hours)</source>
      <translation> + overig {other} (colocatie, financiering, GPU-uren)</translation>
    </message>
    <message>
      <source>Simple payback {shown}: switching costs nothing up front (ΔK {dk}) and saves S₁ {s1} a year (M27).</source>
      <translation>Eenvoudige terugverdientijd {shown}: overstappen kost vooraf niets (ΔK {dk}) en bespaart S₁ {s1} per jaar (M27).</translation>
    </message>
    <message>
      <source>Simple payback = ΔK {dk} / S₁ {s1} = {shown} (M27, the first year's saving, financing aside).</source>
      <translation>Eenvoudige terugverdientijd = ΔK {dk} / S₁ {s1} = {shown} (M27, de besparing van het eerste jaar, zonder financiering).</translation>
    </message>
    <message>
      <source>NPV {npv} = discounted savings {pv} − switching cost ΔK {dk}, over {n} years at r = {r} (M29; above zero, switching is cheaper than keeping the baseline).</source>
      <translation>NCW {npv} = verdisconteerde besparingen {pv} − overstapkosten ΔK {dk}, over {n} jaar tegen r = {r} (M29; boven nul is overstappen goedkoper dan de huidige configuratie houden).</translation>
    </message>
    <message>
      <source>Cumulative payback {years}: where the discounted savings Σ S_y / (1 + r)^y (r = {r}) add up to the switching cost ΔK {dk} and stay there (M28); the cost chart's crossing shows the same year.</source>
      <translation>Verdisconteerde terugverdientijd {years}: waar de verdisconteerde besparingen Σ S_y / (1 + r)^y (r = {r}) optellen tot de overstapkosten ΔK {dk} en daar blijven (M28); het snijpunt in de kostengrafiek toont hetzelfde jaar.</translation>
    </message>
    <message>
      <source>The baseline's hardware is sunk: capex {k} (the quote's baseline capex, if set).</source>
      <translation>De hardware van de huidige configuratie is al betaald: investering {k} (de investering voor de huidige configuratie uit de offerte, indien opgegeven).</translation>
    </message>
    <message>
      <source>Rented: capex {k} is the migration and the upfront fee (M37); the GPU-hours are in the opex.</source>
      <translation>Gehuurd: de investering {k} is de migratie en de vooruitbetaling (M37); de GPU-uren zitten in de exploitatiekosten.</translation>
    </message>
    <message>
      <source>Plus the servers bought at the start of later years, worth {pv} today (M44).</source>
      <translation>Plus de servers die aan het begin van latere jaren worden gekocht, vandaag {pv} waard (M44).</translation>
    </message>
    <message>
      <source>ΔK {dk} = capex {k} − the baseline's capex {kb} − its resale {rs}.</source>
      <translation>ΔK {dk} = investering {k} − de investering van de huidige configuratie {kb} − de verkoopopbrengst ervan {rs}.</translation>
    </message>
    <message>
      <source>NPV {npv} = discounted savings {pv} − switching cost ΔK {dk} + the residual values' difference today {rv}, over {n} years at r = {r} (M29, M35).</source>
      <translation>NCW {npv} = verdisconteerde besparingen {pv} − overstapkosten ΔK {dk} + het verschil in restwaarde vandaag {rv}, over {n} jaar tegen r = {r} (M29, M35).</translation>
    </message>
  </context>
</TS>
