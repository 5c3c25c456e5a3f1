<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>About</name>
    <message>
      <source>undated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not readable</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Version</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Application id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue date</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Total cost of ownership of GPU servers, for quotes.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Libraries</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Library</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Licence</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not installed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>About {app}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Advice</name>
    <message>
      <source>TCO difference with the baseline: each assumption low / high</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Facility energy per unit of work</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO per unit of work</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power cap [% of TDP]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO difference</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>supported</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>extrapolated or invalid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy sweet spot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO sweet spot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy: exponent's limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO: exponent's limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>low value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>high value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>kWh per 10⁶ {unit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{currency} per 10⁶ {unit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy price</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>price escalation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>demand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>utilization ceiling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PUE</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU idle power</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>cap exponent</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU prices</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>server prices</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>discount rate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>powered hours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy tax</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>capacity charge</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>residual value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>rental price</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>demand growth</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Loading advice…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Findings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Power cap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Profiles and budget</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sensitivity</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Uncertainty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computing…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Up to date.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No cap inside the supported range is valid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Throughput under a cap follows the option's measured cap curve.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>as configured</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>uncapped, no profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>variant</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>kWh a year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>kWh vs none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO vs none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>servers in budget</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>servers per rack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>racks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each bar: the TCO difference with the baseline when that assumption alone takes its low or its high value; the line is the quote's value. Negative: cheaper than the baseline.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What moves the NPV of {candidate} most: {items}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{assumption} {range}: NPV {npv_low} to {npv_high}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{low} to {high}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Annual facility energy P10–P90</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO P10–P90</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Option:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;b&gt;Power profiles at equal work&lt;/b&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;b&gt;Power budget and racks&lt;/b&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy sweet spot (at most {loss} less throughput): cap {cap} of TDP, {perf} throughput, {kwh} kWh a year.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy, at the limit of the assumed exponent (at most {loss} less throughput): cap {cap} of TDP, {perf} throughput, {kwh} kWh a year.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO sweet spot: cap {cap} of TDP, TCO {tco}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO, at the limit of the assumed exponent: cap {cap} of TDP, TCO {tco}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The site has no power budget or rack limit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The tornado compares a candidate with the baseline: pick a candidate (the quote needs a baseline).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No findings: nothing stands out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>option</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>kWh a year P10 / P50 / P90</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO P10 / P50 / P90</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>payback (discounted) P10 / P50 / P90</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>chance to beat the baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Running the Monte Carlo ({n} draws)…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No measured cap curve: these caps are limits of the assumed exponent {beta} (throughput = power ratio ^ {beta}), not measured points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>cap {pct}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>yes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>throughput in budget [{unit}/s]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{draws} draws, each input triangular on its range (low, value, high); beating the baseline: NPV above 0 within the horizon.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The analysis failed: {msg}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Budget {kw} kW at the grid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rack limit {kw} kW.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>quote</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CatalogFields</name>
    <message>
      <source>id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>vendor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dutch name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>French name</source>
      <translation>nom en français</translation>
    </message>
    <message>
      <source>model</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dutch model description</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>French model description</source>
      <translation>description du modèle en français</translation>
    </message>
    <message>
      <source>form factor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TDP [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>idle power [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>lowest power limit [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>highest power limit [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>memory [GB]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>memory bandwidth [GB/s]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TFLOPS FP64</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TFLOPS TF32</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TFLOPS BF16</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TFLOPS FP8</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TFLOPS FP4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>year released</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>price [EUR]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CO₂ from production [kg]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>status</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>rack units (U)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU slots</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>platform idle [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>platform maximum [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power figures for cooling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSU bays</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>base price [EUR]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>standard warranty [years]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>support after the warranty [share of list price a year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>rating [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>80 PLUS level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>load sharing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>type</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PUE</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>factor on the site's PUE</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>factor on the IT power</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>investment per server [EUR]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>work unit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>work unit, plural</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dutch work unit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dutch work unit, plural</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>French work unit</source>
      <translation>unité de travail en français</translation>
    </message>
    <message>
      <source>French work unit, plural</source>
      <translation>unité de travail en français, pluriel</translation>
    </message>
    <message>
      <source>power-limit exponent</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>precision</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>native number formats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>description</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>model memory [GB]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>model parameters [10⁹]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>working memory per instance [GB]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>carbon intensity [kg CO₂/kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>market-based carbon intensity [kg CO₂/kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>market-based carbon: year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>carbon year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy price [per kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>currency</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>throughput: {workload} [{unit}/s]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>busy power: {workload} [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>throughput format: {workload}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>unit</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CatalogUpdate</name>
    <message>
      <source>Part</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Field</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In the quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In the catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Source</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Install catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue (*.zip)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The new catalogue has no release note for this update.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Install</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What changed in the catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Update the quote from the catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Update the quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What changed, and why:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The catalogue in use has other values for parts this quote uses. Tick the ones the quote should take over; the others keep the quote's own value. Undo reverts the update.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Install the catalogue of {new} from {file}? The catalogue in use is of {old}; your catalogue edits are kept.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The catalogue of {new} replaces the one of {old}:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The catalogue of {new}:</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CatalogUpgrade</name>
    <message>
      <source>What changed…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dismiss</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A newer catalogue is in use ({new}; you last used the one of {old}). Quotes keep their own copy of the parts they use.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A newer catalogue is in use ({new}). Quotes keep their own copy of the parts they use.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This version of the app brings a newer catalogue ({new}; you last used the one of {old}), in use from now on. Quotes keep their own copy of the parts they use.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This version of the app brings a newer catalogue ({new}), in use from now on. Quotes keep their own copy of the parts they use.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Catalogue</name>
    <message>
      <source>Review and update the quote…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>values</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This quote keeps its own copy of the parts it uses; the catalogue in use ({date}) has other values for {parts}: {values}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The quote took over {values} from the catalogue; Undo reverts it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>part</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>parts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Update {values} from the catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Quote not updated: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>throughput format not stated: not used for a class that names its accepted formats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not stated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>one number format per throughput value; known: {known}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Source (confidence)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>price on request</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{field} = {value}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPUs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSUs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cooling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Workload classes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Regions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Filter…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Install catalogue…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Import price list…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reset value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reset all edits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Double-click a value to edit it. Edits are kept in your own overlay (marked blue, source "user edit"); the shipped catalogue never changes.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue of {date} installed; your catalogue edits are kept.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There are no catalogue edits to reset.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue not installed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Edit refused: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All {count} catalogue edits were reset; a backup of them is kept in {path}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your edits of values the new catalogue changed are kept ({count}):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue not installed: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price list {name} of {date} kept: {count} catalogue prices come from it, valid until {until}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price list not read: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price list not kept: {reason}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Changes</name>
    <message>
      <source>currency</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>quote date</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>day/night tariff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy bill</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>region</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>workload</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>dismissed warning</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>option name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>new option</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>duplicated option</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>removed option</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>option order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>cooling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPUs per server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSUs installed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSU spares</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power cap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>full power</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>cap curve</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>fleet mode</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>utilization</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>installation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>licence</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU price</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>server price</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>discount</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>maintenance</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>residual value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>financing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>rental</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>extra lines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>new extra line</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>removed extra line</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>redundancy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>minimum servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>suggested option</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>custom server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>validity</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>VAT rate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>revision</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Undo: {change}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Redo: {change}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Redo</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Charts</name>
    <message>
      <source>Loading charts…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No option can be computed yet, so there is nothing to chart: the Results page says why.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Export PNG…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cumulative cost, discounted (capex + opex)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Annual energy: IT and facility overhead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Power per server at the wall</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Peak throughput per wall kW</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPUs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>platform</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSU loss</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>facility overhead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Charts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All four charts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Export charts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wh/yr</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>View all</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>cost [{currency}]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{unit}/s per kW</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>IT</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>payback, cumulative: {y}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CustomServer</name>
    <message>
      <source>Custom server as the baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For hardware the catalogue lacks: the server's DC load at idle and at full load (from the vendor's power calculator), its GPUs and PSUs. The GPU's catalogue row gives the throughput.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Custom server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPUs per server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Server power at idle</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Server power at full load</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSUs installed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>of which spares</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSU rating</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rack units</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers today</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Utilization today</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No GPU of the catalogue has a throughput for this workload.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No air cooling option in the catalogue.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>custom server</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Time column</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Power column(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Power unit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU column</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Utilization column (%)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>(none)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose at least one power column.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The time column cannot be a power column.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A utilization column goes with one power column only.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Columns of {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name} is a CSV this app does not recognise. Choose the column with the time and the power column (one per GPU when each GPU has its own).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Fields of {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name} has no header line (logged with --format=csv,noheader). Give the fields of --query-gpu, in their order, separated by commas.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>First line: {line}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU TCO quotes (*.quote.json *.json)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Unsaved changes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The file changed on disk</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reload the file (your unsaved changes here are lost), or save your version under another name.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Recover unsaved work</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reset all catalogue edits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Number and date formats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save as…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reload from disk</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a new, unsaved quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU TCO did not close properly last time. Open the unsaved changes to {quote}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save the changes to {name}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name} was changed on disk after you opened or last saved it (by another window or program). Saving now would overwrite those changes.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the quote {file}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU TCO did not close properly last time. Open the unsaved changes to {quote}, autosaved {when}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reset all {count} edited catalogue values to the shipped catalogue? A backup of your edits is kept in {folder}; gpu-tco catalog import-edits FILE brings them back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the new, unsaved quote for {customer}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Errors</name>
    <message>
      <source>Something went wrong: {what}.
The details are in {log}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Export</name>
    <message>
      <source>Export quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Language of the documents</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Excel workbook (.xlsx) with live formulas</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PDF proposal (.pdf)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Files</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Advice appendix in the PDF</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The advisor's findings and power-cap sweet spots, as the PDF's last section</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Target folder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Seller</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Seller profile (cover page)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>none: fill in a seller profile in Preferences</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open the folder afterwards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Export</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Export failed</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Files</name>
    <message>
      <source>the new quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cannot open the quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cannot save the quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cannot recover</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>quote</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Help</name>
    <message>
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{app} user guide</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The user guide is not installed: no pages in {folder}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cannot read {file}: {why}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Options</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Charts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Advice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Measurements</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This page is not part of this version.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;New</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save &amp;as…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Export…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;User guide</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;About GPU TCO</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>new quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;File</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open &amp;recent</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Measurements</name>
    <message>
      <source>power [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>utilization [%]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no utilization in this log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>time since the start [{unit}]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>limit {w:.0f} W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not a regular file (a device or pipe); save the log to a file and open that file.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a folder; open the log files in it, or open the folder with Open folder.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{mib} MiB is too large for this kind of log (limit {limit} MiB; only a --query-gpu CSV with its header on line 1 is read in a stream); split the file (for example per host or per day) and import the parts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>at least {n} different GPU keys (limit {limit}); is the GPU index column really the GPU index? Otherwise split the file (for example per host) and import the parts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not a text log (binary data: an image, archive or program?); open the log file that nvidia-smi or DCGM wrote.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not a GPU log: line {line} is longer than {limit} characters and nothing else is in the file.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not a GPU log: no header line naming nvidia-smi fields, and no rows of numbers (a spreadsheet or list?); open a log written by nvidia-smi or DCGM, or log with {command}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this is a CodeCarbon emissions.csv without GPU energy (an old schema, or no GPU tracked): only the machine's total energy_consumed, no GPU power; track the GPUs with CodeCarbon 2 or later, or log them with {command}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>this is a DCGM API CSV (DCGM_FI_* fields or field ids) without a time column and a power field (DCGM_FI_DEV_POWER_USAGE, field 155) found; columns: {columns}. Say which columns hold the time and the power (--time-column, --power-column).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>column {column} (line {line}) has a unit that is not a power unit; power columns must be in W, mW or kW (nvidia-smi writes [W]).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>column {column} of the field list has a unit that is not a power unit; power columns must be in W, mW or kW (nvidia-smi writes [W]).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a CSV with a header, but its columns are not nvidia-smi fields ({columns}); say which column holds the time and which the power: --time-column NAME --power-column NAME [--power-unit W|mW|kW] [--gpu-column NAME] (in the app: Map columns).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>column {column} is not in the header (line {line}: {columns}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power unit {unit} is not W, mW or kW.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the power values (median {value}) are too large for watts and for milliwatts (NVML's unit); name the unit (--power-unit W|mW|kW, or in the column mapping), or check that the column holds power.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU {gpu}: no energy: the log holds no time the reader understood (no time column, or its values not understood); log with timestamps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU {gpu}: no energy although power was read: fewer than two readings with a time, or every step between them a gap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU logs (*.csv *.txt *.log *.xml *.prom);;All files (*)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>file</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>catalogue GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>samples</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>hours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>mean W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>p95 W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>max W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>limit W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>mean utilization</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>idle W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>full W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>nvidia-smi --query-gpu CSV</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>nvidia-smi --query-gpu CSV without header</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>nvidia-smi default table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>dcgm-exporter Prometheus text</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>pynvml CSV, one power column per GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>DCGM API CSV</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CSV with mapped columns</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CodeCarbon emissions.csv (per run)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CSV with a time column and a power column</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>size</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>format</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>columns</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>status</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the log does not name the GPU: pick the catalogue GPU yourself</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>ready</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open GPU logs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open files…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open folder…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Import</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The selected GPU's power and utilization over time appear here once a log is read.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Attach to catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Use as baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Import cancelled.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open a folder of logs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue GPU:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancelling…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The quote has no baseline option: mark one on the Options page.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU name “{name}” is not in the catalogue: pick the catalogue GPU yourself</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>columns to choose at Import: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{n} file(s) imported</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{option} now computes with the measured {gpu} (Undo takes it back).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Attach measured {gpu}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Added {gpu} to the quote's catalogue.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{gpu} is kept once an option uses it: use the log for an option (e.g. the baseline).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Use the log for {option}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name}: left out (no columns chosen)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name}: left out (no field list given)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Numbers</name>
    <message>
      <source>a number is needed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not a number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not a number in this language's format (e.g. {example})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>must be a whole number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>must be at least {bound}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>must be more than {bound}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>must be at most {bound}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>must be less than {bound}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{typed}: {reason}; the value stays {kept}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Options</name>
    <message>
      <source>Description</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Quantity</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Unit price</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Per server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Optional</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Line total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{total} (optional)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{total} per server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Description: a line needs a description</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Description: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>line</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> (baseline)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>amount per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>rate on list capex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>catalogue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>quoted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Costs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>price on request</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>in the catalogue: {price}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Installation (one-off)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maintenance</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Licence per GPU-year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU price (each)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Server base price</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Line discount</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>reserved: every hour of the year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>on demand: the busy hours only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Financed share</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Interest rate per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Term [months]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price per GPU-hour</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price escalation per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Migration cost (one-off)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reservation fee upfront</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Fixed fees per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Provider's PUE</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Provider's CO₂ [kg/kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Residual value, financing, renting</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>finance a share of the capex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>rented instead of bought (cloud or GPU as a service)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>where the price comes from, dated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A share of the capex without installation. No sourced resale figure for this GPU in the catalogue: an assumption unless quoted.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>none: the price typed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Residual value at the horizon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price preset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Billing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Provider</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price source</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No rental price preset for this GPU: enter the provider's price.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the site's grid intensity</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Monthly payment: {amount}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{confidence}: {note} Source: {source}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>full power</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power cap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>power profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>as the quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>all up front</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>staged</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>baseline: what the customer runs today</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>W or %</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>none: the assumed exponent (e.g. 0.7:0.91, 0.85:0.97, 1:1)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>fleet mode: a given number of servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPUs per server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSUs installed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>of which spares</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cooling</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Power</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Power cap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Measured cap curve (power ratio:throughput)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Number format</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Utilization</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Purchase plan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The baseline is not bought: remove this option's extra bill-of-materials lines first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The baseline is not bought: remove this option's financing and tax allowances first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a rental is a sized candidate: switch renting off first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{w} W ({p}): outside {low}–{high} W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Power cap: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cap curve: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Extra line</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bill of materials: extra lines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>One-off lines in the capex, per server (times the servers) or for the option; optional lines are offered in the PDF but stay out of the total.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add line</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Remove line</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The baseline is not bought: it has no extra lines.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A rental is not bought: its one-off costs are the migration and the upfront fee.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the catalogue has no server with a GPU, PSU and cooling that fit this workload</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPUs per server changed from {old} to {new}: this server takes {counts}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{server} does not take the {old}: GPU changed to {new}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cooling changed to {cooling}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>automatic (best accepted)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>State it on the Catalogue page, in the column "throughput format" of the class.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Default for a new purchased option: N+0, because the current configuration runs one server.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reserve</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Default for a new purchased option: N+1, because the current configuration runs {n} servers; a production fleet is not replaced by a single point of failure.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Minimum servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A rental has no reserve of its own unless set here: the provider's covers it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the quote's: N+{r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the quote's: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Warranty and tax allowances</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Warranty [years]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Eligibility confirmed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maintenance: the amount or rate under Costs, every year.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the server's: {years}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maintenance: none given (0 is used; flagged while the baseline pays maintenance).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maintenance: {rate} of the list capex a year after the warranty (the server's support rate, an assumption).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Duplicate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Remove</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Suggest…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Custom server…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>option</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PriceList</name>
    <message>
      <source>SKU / part number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Description</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price (EUR excl. VAT)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Currency</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price date</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Valid until</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Import price list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price list (*.csv *.txt *.xlsx)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>from the list (dd-mm-yyyy)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>30 days after the list's date</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Date of the list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Prices valid until</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Read again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>(found by content)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Catalogue entry</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>SKU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Text</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Why not imported</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Imported rows</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rows not imported</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price list {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Columns: {columns}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{matched} of {total} rows imported; list of {date}, prices valid until {until}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Quote</name>
    <message>
      <source>Energy price without the banded tax [per kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rest of the site's consumption [kWh/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy tax escalation per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Grid capacity charge [per kW a month]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Capacity charge escalation per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>From [kWh/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>To [kWh/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tax [per kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add a band</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Remove this band</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy bill in components (off: the all-in price)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The energy price escalates with the site's price escalation.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>where the rates come from, dated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>choose a preset…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Preset by region</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;b&gt;Energy tax by consumption band&lt;/b&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Source of the rates</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no upper limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>band {n}: the upper limit must be above its lower limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>band {n} starts inside the band before it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>band {n}: only the last band may have no upper limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{name} ({year}), {confidence}: {note} Source: {source}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy price [per kWh, excl. VAT]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price escalation per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Carbon intensity [kg CO₂/kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Green contract, market-based [kg CO₂/kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Powered hours per year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Horizon [years]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discount rate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Site air PUE</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Facility power budget [kW]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rack power limit [kW]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Replacement due anyway (capex)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Resale of the current hardware now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Its residual value at the horizon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Embodied CO₂ of the replacement [kg]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Customer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Contact</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reference</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Quote number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Payment terms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Delivery terms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>all up front (a sized baseline: staged)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>all up front</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>staged</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Commercial terms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>days</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Site assumptions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Market-based: the region's residual mix (no green contract)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Current configuration: replacement and residual value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The embodied CO₂ counts only with a replacement due anyway; otherwise the current hardware's is sunk.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Workload</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>from the baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Demand [{unit}/s]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The number formats the customer accepts for the model; each option runs at the best of them its GPU has a throughput for, where one instance fits.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Quote date</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Valid for</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Revision</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Currency</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>VAT rate (on prices, not in the TCO)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Region</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Workload class</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Utilization ceiling u_max</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Accepted number formats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Demand growth [%/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Purchase plan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Minimum servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Every sized option gets N + this many servers unless it sets its own.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>empty: the usual terms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Day price [per kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Night price [per kWh]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Night hours per day</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Work that may move to the night</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Time-of-use tariff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tax allowances (off: none)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Profit tax preset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Profit tax rate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Other investments of the year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add an allowance</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Confirm per option, in the option editor, that the equipment qualifies.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>eligible share of the option's capex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Remove this allowance</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Results</name>
    <message>
      <source>servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>utilization [%]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers and utilization by year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>utilization ceiling ({u})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>year {y}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Utilization</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Number format</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wall power per server [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wall power, all servers [kW]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy [kWh/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>of which facility overhead [kWh/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy cost, year 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Share of the energy at night (day/night tariff)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>of which energy tax, year 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>of which grid capacity charge, year 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rented GPU-hours billed [h/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CO₂ [kg/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CO₂, market-based (contract) [kg/year]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Embodied CO₂ of the hardware [kg]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CO₂ over the horizon, embodied included [kg]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Carbon payback of the hardware</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Capex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Paid at the start (the financed part monthly)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Monthly loan payment</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Residual value at the horizon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maintenance a year after the warranty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tax benefit of the allowances (end of year 1)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO over the horizon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Payback, simple (first-year saving)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Payback, cumulative (escalated, discounted)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>NPV of switching</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy [kWh per 10⁶ {unit}]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cost per 10⁶ {unit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Peak power per server [W]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Peak power, all servers [kW]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Current per feed, 230 V single-phase [A]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Current per phase, 400 V three-phase feed [A]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Heat at peak, all servers [kW]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Heat at peak, all servers [BTU/h]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers per rack (rack limit)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Racks needed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers the power budget holds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PSU headroom at peak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Best of the options</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>invalid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> (baseline)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>utilization</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>servers bought at the start of the year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>capex paid at the start of the year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>opex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>saving against the baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Demand [{unit}/s]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Per year: table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Per year: chart</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>untitled quote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;b&gt;Why this number&lt;/b&gt; — select a cell</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Quote not updated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No results: the quote could not be computed (see the log).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Reading the quote…&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&lt;p&gt;Select a result to see how it was computed: the formulas of the method, the inputs and where each came from.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{quote} — {workload}; {options}, horizon {years}. Best values are marked green.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>option</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>options</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>years</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Please check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dismiss</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SellerForm</name>
    <message>
      <source>Company</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>KvK number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>VAT number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>IBAN</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Contact person</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Phone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>E-mail</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Website</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>General terms (name)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Seller profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>street and number, postcode and town (one per line)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Address</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>e.g. NLdigital Terms 2025, filed with the KvK</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Logo (PNG or JPEG)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Delete profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>new profile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose a logo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Images (*.png *.jpg *.jpeg)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Saved as {file}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The address has more than {n} lines.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Profile {name} deleted.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Suggest</name>
    <message>
      <source>#</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Build</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Number
format</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Racks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Capex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>NPV</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Payback
simple</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Payback
cumulative</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>MWh
a year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>t CO2
a year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Why</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>highest NPV</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>lowest TCO</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>lowest energy use</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>lowest CO2 emissions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>lowest capex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>lowest CO2 over the horizon, embodied included</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>best of both</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>all up front</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>staged</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Suggest a build</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Every catalogue server with each GPU, count, PSU fit, cooling and power setting it takes, sized to this quote's work with its redundancy; builds that break a limit are left out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no limit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>include announced hardware</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Search</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Purchase plan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add as option</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>default</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{plan}: servers {fleet} by year</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rank by</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Max. capex</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Max. racks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Accepted number formats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Minimum servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the quote's: {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Searched {searched} builds; {valid} fit the quote and its limits.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No build fits: relax a limit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Added the option “{label}”.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Telemetry</name>
    <message>
      <source>GPU model</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPUs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>energy kWh</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>mean W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>p95 W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>mean utilization</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>idle W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>full W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>gaps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>catalogue GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No authentication</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bearer token</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>User and password</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Fleet telemetry (Prometheus, dcgm-exporter)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CA file…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Remember in the OS keyring</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Import from Prometheus</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open export…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Use as fleet baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CA certificate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>PEM (*.pem *.crt *.cer);;All files (*)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Importing…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Import cancelled; nothing was imported.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Prometheus URL:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Label filter:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>From:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>To:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Authentication:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>User or token:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Password:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CA certificate:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open a Prometheus export</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>JSON (*.json);;All files (*)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancelling…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Night share of the fleet's energy ({start}:00, {hours} h): {share} (an even spread gives {even}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Use the Prometheus fleet as the baseline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{option} now computes with {servers} × {gpus} at {u} utilization (Undo takes it back).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Under a day/night tariff its night share is the one measured over the day.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{gpus} in {groups} imported</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>server</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>servers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>measured GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>measured GPUs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>group</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>groups</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Why</name>
    <message>
      <source>Amber rows are assumptions, not datasheet or measured values.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Carbon payback: the extra embodied CO₂ divided by the yearly CO₂ saved against the current configuration, at today's grid intensity (M39).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Wall power {wall} W = DC load {dc} W / PSU efficiency {eta} at {load} load per PSU (M6–M8).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>DC load {dc} W = ({n} GPUs × {gpu} W + platform {plat} W) × cooling's IT power factor × profile λ {lam} (M5).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>GPU average power {gpu} W = idle + (full {full} W − idle) × utilization {u} (M3).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy {kwh} kWh/year = {m} servers × {wall} W × {h} h / 1000 × PUE {pue} (M16, M17).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Facility overhead {oh} kWh/year = total {kwh} − IT {it} (M18).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Price per kWh {p} = night share {s} × night price {n} + the rest × day price {d}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Embodied CO₂ is not known for this hardware: the catalogue has no figure for its platform or GPU.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Notes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Inputs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Servers {m} = ceil(D / (n × T × u_max)) with demand D {d} {unit}/s, throughput per GPU T {t} (M13).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Utilization {u} = D / (servers × n × T) (M14).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>CO₂ {co2} kg/year = {kwh} kWh × {c} kg/kWh (M20).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy per 10⁶ {unit} = {kwh} kWh / {work} {unit} a year × 10⁶ (M21).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cost per 10⁶ {unit} = TCO {tco} / discounted work over {n} years × 10⁶ (M25).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Night share from this fleet's measured load over the day: {m} of its energy falls in the {h} night hours from {start}:00 (telemetry; candidates assume an even spread).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Night share for a load spread evenly over the day: {h} night hours of 24 = {b}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Plus the work that may move to the night ({f} of the daytime work), as far as the night's capacity at u_max allows.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy tax year 1 {t}: what this option's {kwh} kWh add to the tax on the rest of the site's {site} kWh a year, band by band (M19a).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Capacity charge year 1 {c} = 12 × {p} per kW a month × {m} servers × peak {w} W × PUE {pue} / 1000 (M19b). The design peak at the mean PUE: a summer peak can be higher.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rented: {h} GPU-hours a year are billed; the energy and CO₂ shown are the provider's, not on your bill (M37).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Paid at the start {k0}; the financed part is paid {a} a month (M36). Each year's payments are in the opex of that year.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Residual value {rv} at the end of year {n}: the resale share of the capex less installation (M35); the TCO and NPV count it, the paybacks do not.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Market-based CO₂ {co2} kg/year = {kwh} kWh × the contract's {c} kg/kWh; the grid figure above stays the default.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Embodied CO₂ {e} kg, counted in full at the purchase (M38); over {n} years with the running CO₂: {h} kg.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This option is invalid:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All servers {kw} kW = {m} servers × {wall} W / 1000.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Fleet mode: {m} servers at {u} utilization, as the customer runs them today.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Energy cost year 1 {c} = {kwh} kWh × {p} per kWh (M19); later years rise {e} a year.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Saving in year 1 S₁ {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>(the baseline's costs minus this option's, M26).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Simple payback: ΔK {dk} ≤ 0 and S₁ {s1} ≤ 0: {shown}; switching gains up front, then costs at least as much a year, so the NPV decides (M27).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The baseline is what the others are compared with.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Without a baseline (what the customer runs today) there is no saving, so no payback or NPV.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Opex year 1 {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{lead} = energy {e} + maintenance {mnt} + licences {lic}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Simple payback: ΔK {dk} / S₁ {s1}: the first year saves nothing, so {shown} (M27).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Capex {k} = {m} servers × {per} per server + installation {inst} + extra lines for the option {once} (M22).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Per server {per} = (base {base} + {n} × GPU {gpu} + cooling {cool}) × (1 − discount {d}) + extra lines per server {each}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = {r}, {pv} − residual value today {rv} (M24, M35).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = {r}, {pv} (M24).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> + other {other} (colocation, financing, GPU-hours)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Simple payback {shown}: switching costs nothing up front (ΔK {dk}) and saves S₁ {s1} a year (M27).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Simple payback = ΔK {dk} / S₁ {s1} = {shown} (M27, the first year's saving, financing aside).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>NPV {npv} = discounted savings {pv} − switching cost ΔK {dk}, over {n} years at r = {r} (M29; above zero, switching is cheaper than keeping the baseline).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cumulative payback {years}: where the discounted savings Σ S_y / (1 + r)^y (r = {r}) add up to the switching cost ΔK {dk} and stay there (M28); the cost chart's crossing shows the same year.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The baseline's hardware is sunk: capex {k} (the quote's baseline capex, if set).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rented: capex {k} is the migration and the upfront fee (M37); the GPU-hours are in the opex.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Plus the servers bought at the start of later years, worth {pv} today (M44).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>ΔK {dk} = capex {k} − the baseline's capex {kb} − its resale {rs}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>NPV {npv} = discounted savings {pv} − switching cost ΔK {dk} + the residual values' difference today {rv}, over {n} years at r = {r} (M29, M35).</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
