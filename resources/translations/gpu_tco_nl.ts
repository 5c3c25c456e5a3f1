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
      <translation>Totale eigendomskosten (TCO) van GPU-servers, voor offertes.</translation>
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
      <source>French name</source>
      <translation>Franse naam</translation>
    </message>
    <message>
      <source>model</source>
      <translation>model</translation>
    </message>
    <message>
      <source>Dutch model description</source>
      <translation>Nederlandse modelomschrijving</translation>
    </message>
    <message>
      <source>French model description</source>
      <translation>Franse modelomschrijving</translation>
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
      <source>French work unit</source>
      <translation>Franse werkeenheid</translation>
    </message>
    <message>
      <source>French work unit, plural</source>
      <translation>Franse werkeenheid, meervoud</translation>
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
      <source>market-based carbon intensity [kg CO₂/kWh]</source>
      <translation>marktgebaseerde CO₂-intensiteit [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>market-based carbon: year</source>
      <translation>marktgebaseerde CO₂: jaar</translation>
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
      <source>Open quote</source>
      <translation>Offerte openen</translation>
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
      <source>Cancelling…</source>
      <translation>Annuleren…</translation>
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
    <name>Results</name>
    <message>
      <source>servers</source>
      <translation>servers</translation>
    </message>
    <message>
      <source>utilization [%]</source>
      <translation>bezettingsgraad [%]</translation>
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
      <source>Company number (BCE/KBO)</source>
      <translation>Ondernemingsnummer (KBO)</translation>
    </message>
    <message>
      <source>Register and court (RPM/RPR)</source>
      <translation>Register en rechtbank (RPR/RPM)</translation>
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
      <source>Country</source>
      <translation>Land</translation>
    </message>
    <message>
      <source>e.g. RPM Bruxelles</source>
      <translation>bijv. RPR Brussel</translation>
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
      <source>from the numbers</source>
      <translation>volgens de nummers</translation>
    </message>
    <message>
      <source>Netherlands</source>
      <translation>Nederland</translation>
    </message>
    <message>
      <source>Belgium</source>
      <translation>België</translation>
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
