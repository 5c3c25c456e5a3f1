<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>About</name>
    <message>
      <source>undated</source>
      <translation>sans date</translation>
    </message>
    <message>
      <source>not readable</source>
      <translation>illisible</translation>
    </message>
    <message>
      <source>Version</source>
      <translation>Version</translation>
    </message>
    <message>
      <source>Application id</source>
      <translation>Identifiant de l'application</translation>
    </message>
    <message>
      <source>Catalogue date</source>
      <translation>Date du catalogue</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Total cost of ownership of GPU servers, for quotes.</source>
      <translation>Coût total de possession (TCO) des serveurs GPU, pour les offres.</translation>
    </message>
    <message>
      <source>Libraries</source>
      <translation>Bibliothèques</translation>
    </message>
    <message>
      <source>Library</source>
      <translation>Bibliothèque</translation>
    </message>
    <message>
      <source>Licence</source>
      <translation>Licence</translation>
    </message>
    <message>
      <source>not installed</source>
      <translation>non installé</translation>
    </message>
    <message>
      <source>About {app}</source>
      <translation>À propos de {app}</translation>
    </message>
  </context>
  <context>
    <name>Advice</name>
    <message>
      <source>TCO difference with the baseline: each assumption low / high</source>
      <translation>Écart de TCO avec la configuration actuelle : chaque hypothèse basse / haute</translation>
    </message>
    <message>
      <source>Facility energy per unit of work</source>
      <translation>Énergie du centre de données par unité de travail</translation>
    </message>
    <message>
      <source>TCO per unit of work</source>
      <translation>TCO par unité de travail</translation>
    </message>
    <message>
      <source>power cap [% of TDP]</source>
      <translation>limitation de puissance [% du TDP]</translation>
    </message>
    <message>
      <source>TCO difference</source>
      <translation>Écart de TCO</translation>
    </message>
    <message>
      <source>supported</source>
      <translation>pris en charge</translation>
    </message>
    <message>
      <source>extrapolated or invalid</source>
      <translation>extrapolé ou non valable</translation>
    </message>
    <message>
      <source>energy sweet spot</source>
      <translation>énergie : point optimal</translation>
    </message>
    <message>
      <source>TCO sweet spot</source>
      <translation>TCO : point optimal</translation>
    </message>
    <message>
      <source>energy: exponent's limit</source>
      <translation>énergie : limite de l'exposant</translation>
    </message>
    <message>
      <source>TCO: exponent's limit</source>
      <translation>TCO : limite de l'exposant</translation>
    </message>
    <message>
      <source>low value</source>
      <translation>valeur basse</translation>
    </message>
    <message>
      <source>high value</source>
      <translation>valeur haute</translation>
    </message>
    <message>
      <source>kWh per 10⁶ {unit}</source>
      <translation>kWh par 10⁶ {unit}</translation>
    </message>
    <message>
      <source>{currency} per 10⁶ {unit}</source>
      <translation>{currency} par 10⁶ {unit}</translation>
    </message>
    <message>
      <source>energy price</source>
      <translation>prix de l'énergie</translation>
    </message>
    <message>
      <source>price escalation</source>
      <translation>hausse annuelle des prix</translation>
    </message>
    <message>
      <source>demand</source>
      <translation>demande</translation>
    </message>
    <message>
      <source>utilization ceiling</source>
      <translation>taux d'utilisation maximal</translation>
    </message>
    <message>
      <source>PUE</source>
      <translation>PUE</translation>
    </message>
    <message>
      <source>GPU idle power</source>
      <translation>puissance GPU au repos</translation>
    </message>
    <message>
      <source>cap exponent</source>
      <translation>exposant de limitation</translation>
    </message>
    <message>
      <source>GPU prices</source>
      <translation>prix des GPU</translation>
    </message>
    <message>
      <source>server prices</source>
      <translation>prix des serveurs</translation>
    </message>
    <message>
      <source>discount rate</source>
      <translation>taux d'actualisation</translation>
    </message>
    <message>
      <source>powered hours</source>
      <translation>heures de fonctionnement</translation>
    </message>
    <message>
      <source>energy tax</source>
      <translation>accise</translation>
    </message>
    <message>
      <source>capacity charge</source>
      <translation>tarif capacitaire</translation>
    </message>
    <message>
      <source>residual value</source>
      <translation>valeur résiduelle</translation>
    </message>
    <message>
      <source>rental price</source>
      <translation>prix de location</translation>
    </message>
    <message>
      <source>demand growth</source>
      <translation>croissance de la demande</translation>
    </message>
    <message>
      <source>Loading advice…</source>
      <translation>Chargement des conseils…</translation>
    </message>
    <message>
      <source>Findings</source>
      <translation>Constats</translation>
    </message>
    <message>
      <source>Power cap</source>
      <translation>Limitation de puissance</translation>
    </message>
    <message>
      <source>Profiles and budget</source>
      <translation>Profils et budget</translation>
    </message>
    <message>
      <source>Sensitivity</source>
      <translation>Analyse de sensibilité</translation>
    </message>
    <message>
      <source>Uncertainty</source>
      <translation>Incertitude</translation>
    </message>
    <message>
      <source>Computing…</source>
      <translation>Calcul en cours…</translation>
    </message>
    <message>
      <source>Up to date.</source>
      <translation>À jour.</translation>
    </message>
    <message>
      <source>No cap inside the supported range is valid.</source>
      <translation>Aucune limitation dans la plage prise en charge n'est valable.</translation>
    </message>
    <message>
      <source>Throughput under a cap follows the option's measured cap curve.</source>
      <translation>Sous limitation, le débit suit la courbe de limitation mesurée de l'option.</translation>
    </message>
    <message>
      <source>no profile</source>
      <translation>aucun profil</translation>
    </message>
    <message>
      <source>as configured</source>
      <translation>tel que configuré</translation>
    </message>
    <message>
      <source>uncapped, no profile</source>
      <translation>sans limitation, aucun profil</translation>
    </message>
    <message>
      <source>variant</source>
      <translation>variante</translation>
    </message>
    <message>
      <source>kWh a year</source>
      <translation>kWh par an</translation>
    </message>
    <message>
      <source>kWh vs none</source>
      <translation>kWh vs sans profil</translation>
    </message>
    <message>
      <source>TCO</source>
      <translation>TCO</translation>
    </message>
    <message>
      <source>TCO vs none</source>
      <translation>TCO vs sans profil</translation>
    </message>
    <message>
      <source>servers in budget</source>
      <translation>serveurs dans le budget</translation>
    </message>
    <message>
      <source>servers per rack</source>
      <translation>serveurs par rack</translation>
    </message>
    <message>
      <source>racks</source>
      <translation>racks</translation>
    </message>
    <message>
      <source>Each bar: the TCO difference with the baseline when that assumption alone takes its low or its high value; the line is the quote's value. Negative: cheaper than the baseline.</source>
      <translation>Chaque barre : l'écart de TCO avec la configuration actuelle lorsque seule cette hypothèse prend sa valeur basse ou haute; la ligne est la valeur de l'offre. Négatif : moins cher que la configuration actuelle.</translation>
    </message>
    <message>
      <source>What moves the NPV of {candidate} most: {items}.</source>
      <translation>Ce qui influence le plus la VAN de {candidate} : {items}.</translation>
    </message>
    <message>
      <source>{assumption} {range}: NPV {npv_low} to {npv_high}</source>
      <translation>{assumption} {range} : VAN {npv_low} à {npv_high}</translation>
    </message>
    <message>
      <source>{low} to {high}</source>
      <translation>{low} à {high}</translation>
    </message>
    <message>
      <source>Annual facility energy P10–P90</source>
      <translation>Énergie annuelle du centre de données P10–P90</translation>
    </message>
    <message>
      <source>TCO P10–P90</source>
      <translation>TCO P10–P90</translation>
    </message>
    <message>
      <source>Option:</source>
      <translation>Option :</translation>
    </message>
    <message>
      <source>&lt;b&gt;Power profiles at equal work&lt;/b&gt;</source>
      <translation>&lt;b&gt;Profils de puissance à travail égal&lt;/b&gt;</translation>
    </message>
    <message>
      <source>&lt;b&gt;Power budget and racks&lt;/b&gt;</source>
      <translation>&lt;b&gt;Budget de puissance et racks&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Energy sweet spot (at most {loss} less throughput): cap {cap} of TDP, {perf} throughput, {kwh} kWh a year.</source>
      <translation>Limitation optimale pour l'énergie (au plus {loss} de débit en moins) : limitation à {cap} du TDP, débit {perf}, {kwh} kWh par an.</translation>
    </message>
    <message>
      <source>Energy, at the limit of the assumed exponent (at most {loss} less throughput): cap {cap} of TDP, {perf} throughput, {kwh} kWh a year.</source>
      <translation>Énergie, à la limite de l'exposant supposé (au plus {loss} de débit en moins) : limitation à {cap} du TDP, débit {perf}, {kwh} kWh par an.</translation>
    </message>
    <message>
      <source>TCO sweet spot: cap {cap} of TDP, TCO {tco}.</source>
      <translation>Limitation optimale pour le TCO : limitation à {cap} du TDP, TCO {tco}.</translation>
    </message>
    <message>
      <source>TCO, at the limit of the assumed exponent: cap {cap} of TDP, TCO {tco}.</source>
      <translation>TCO, à la limite de l'exposant supposé : limitation à {cap} du TDP, TCO {tco}.</translation>
    </message>
    <message>
      <source>The site has no power budget or rack limit.</source>
      <translation>Le site n'a ni budget de puissance ni limite par rack.</translation>
    </message>
    <message>
      <source>The tornado compares a candidate with the baseline: pick a candidate (the quote needs a baseline).</source>
      <translation>Le diagramme en tornade compare un candidat à la configuration actuelle : choisissez un candidat (l'offre doit comporter une configuration actuelle).</translation>
    </message>
    <message>
      <source>No findings: nothing stands out.</source>
      <translation>Aucun constat : rien ne se démarque.</translation>
    </message>
    <message>
      <source>option</source>
      <translation>option</translation>
    </message>
    <message>
      <source>kWh a year P10 / P50 / P90</source>
      <translation>kWh par an P10 / P50 / P90</translation>
    </message>
    <message>
      <source>TCO P10 / P50 / P90</source>
      <translation>TCO P10 / P50 / P90</translation>
    </message>
    <message>
      <source>payback (discounted) P10 / P50 / P90</source>
      <translation>délai de récupération (actualisé) P10 / P50 / P90</translation>
    </message>
    <message>
      <source>chance to beat the baseline</source>
      <translation>probabilité de faire mieux que la configuration actuelle</translation>
    </message>
    <message>
      <source>Running the Monte Carlo ({n} draws)…</source>
      <translation>Simulation de Monte Carlo en cours ({n} tirages)…</translation>
    </message>
    <message>
      <source>No measured cap curve: these caps are limits of the assumed exponent {beta} (throughput = power ratio ^ {beta}), not measured points.</source>
      <translation>Pas de courbe de limitation mesurée : ces limitations sont des limites de l'exposant supposé {beta} (débit = rapport de puissance ^ {beta}), pas des points mesurés.</translation>
    </message>
    <message>
      <source>cap {pct}</source>
      <translation>limitation {pct}</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message>
      <source>no</source>
      <translation>non</translation>
    </message>
    <message>
      <source>throughput in budget [{unit}/s]</source>
      <translation>débit dans le budget [{unit}/s]</translation>
    </message>
    <message>
      <source>{draws} draws, each input triangular on its range (low, value, high); beating the baseline: NPV above 0 within the horizon.</source>
      <translation>{draws} tirages, chaque paramètre suivant une loi triangulaire sur sa plage (bas, valeur, haut); faire mieux que la configuration actuelle : VAN positive sur l'horizon de calcul.</translation>
    </message>
    <message>
      <source>The analysis failed: {msg}</source>
      <translation>L'analyse a échoué : {msg}</translation>
    </message>
    <message>
      <source>Budget {kw} kW at the grid.</source>
      <translation>Budget de {kw} kW au réseau.</translation>
    </message>
    <message>
      <source>Rack limit {kw} kW.</source>
      <translation>Limite par rack : {kw} kW.</translation>
    </message>
    <message>
      <source>quote</source>
      <translation>offre</translation>
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
      <translation>fabricant</translation>
    </message>
    <message>
      <source>name</source>
      <translation>nom</translation>
    </message>
    <message>
      <source>Dutch name</source>
      <translation>nom néerlandais</translation>
    </message>
    <message>
      <source>French name</source>
      <translation>nom en français</translation>
    </message>
    <message>
      <source>model</source>
      <translation>modèle</translation>
    </message>
    <message>
      <source>Dutch model description</source>
      <translation>description du modèle en néerlandais</translation>
    </message>
    <message>
      <source>French model description</source>
      <translation>description du modèle en français</translation>
    </message>
    <message>
      <source>form factor</source>
      <translation>format</translation>
    </message>
    <message>
      <source>TDP [W]</source>
      <translation>TDP [W]</translation>
    </message>
    <message>
      <source>idle power [W]</source>
      <translation>puissance au repos [W]</translation>
    </message>
    <message>
      <source>lowest power limit [W]</source>
      <translation>limite de puissance minimale [W]</translation>
    </message>
    <message>
      <source>highest power limit [W]</source>
      <translation>limite de puissance maximale [W]</translation>
    </message>
    <message>
      <source>memory [GB]</source>
      <translation>mémoire [GB]</translation>
    </message>
    <message>
      <source>memory bandwidth [GB/s]</source>
      <translation>bande passante mémoire [GB/s]</translation>
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
      <translation>année de sortie</translation>
    </message>
    <message>
      <source>price [EUR]</source>
      <translation>prix [EUR]</translation>
    </message>
    <message>
      <source>CO₂ from production [kg]</source>
      <translation>CO₂ de production [kg]</translation>
    </message>
    <message>
      <source>status</source>
      <translation>statut</translation>
    </message>
    <message>
      <source>rack units (U)</source>
      <translation>hauteur en rack (U)</translation>
    </message>
    <message>
      <source>GPU slots</source>
      <translation>emplacements GPU</translation>
    </message>
    <message>
      <source>platform idle [W]</source>
      <translation>plateforme au repos [W]</translation>
    </message>
    <message>
      <source>platform maximum [W]</source>
      <translation>plateforme maximum [W]</translation>
    </message>
    <message>
      <source>power figures for cooling</source>
      <translation>puissances pour le refroidissement</translation>
    </message>
    <message>
      <source>PSU bays</source>
      <translation>emplacements d'alimentation</translation>
    </message>
    <message>
      <source>base price [EUR]</source>
      <translation>prix de base [EUR]</translation>
    </message>
    <message>
      <source>standard warranty [years]</source>
      <translation>garantie standard [années]</translation>
    </message>
    <message>
      <source>support after the warranty [share of list price a year]</source>
      <translation>support après la garantie [part du prix catalogue par an]</translation>
    </message>
    <message>
      <source>rating [W]</source>
      <translation>puissance nominale [W]</translation>
    </message>
    <message>
      <source>80 PLUS level</source>
      <translation>niveau 80 PLUS</translation>
    </message>
    <message>
      <source>load sharing</source>
      <translation>répartition de charge</translation>
    </message>
    <message>
      <source>type</source>
      <translation>type</translation>
    </message>
    <message>
      <source>PUE</source>
      <translation>PUE</translation>
    </message>
    <message>
      <source>factor on the site's PUE</source>
      <translation>facteur sur le PUE du site</translation>
    </message>
    <message>
      <source>factor on the IT power</source>
      <translation>facteur sur la puissance IT</translation>
    </message>
    <message>
      <source>investment per server [EUR]</source>
      <translation>investissement par serveur [EUR]</translation>
    </message>
    <message>
      <source>work unit</source>
      <translation>unité de travail</translation>
    </message>
    <message>
      <source>work unit, plural</source>
      <translation>unité de travail, pluriel</translation>
    </message>
    <message>
      <source>Dutch work unit</source>
      <translation>unité de travail en néerlandais</translation>
    </message>
    <message>
      <source>Dutch work unit, plural</source>
      <translation>unité de travail en néerlandais, pluriel</translation>
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
      <translation>exposant de limitation de puissance</translation>
    </message>
    <message>
      <source>precision</source>
      <translation>précision</translation>
    </message>
    <message>
      <source>native number formats</source>
      <translation>formats numériques natifs</translation>
    </message>
    <message>
      <source>description</source>
      <translation>description</translation>
    </message>
    <message>
      <source>model memory [GB]</source>
      <translation>mémoire du modèle [GB]</translation>
    </message>
    <message>
      <source>model parameters [10⁹]</source>
      <translation>paramètres du modèle [10⁹]</translation>
    </message>
    <message>
      <source>working memory per instance [GB]</source>
      <translation>mémoire de travail par instance [GB]</translation>
    </message>
    <message>
      <source>carbon intensity [kg CO₂/kWh]</source>
      <translation>intensité carbone [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>market-based carbon intensity [kg CO₂/kWh]</source>
      <translation>intensité carbone (méthode du marché) [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>market-based carbon: year</source>
      <translation>CO₂ (méthode du marché) : année</translation>
    </message>
    <message>
      <source>carbon year</source>
      <translation>année de l'intensité carbone</translation>
    </message>
    <message>
      <source>energy price [per kWh]</source>
      <translation>prix de l'énergie [par kWh]</translation>
    </message>
    <message>
      <source>currency</source>
      <translation>devise</translation>
    </message>
    <message>
      <source>throughput: {workload} [{unit}/s]</source>
      <translation>débit : {workload} [{unit}/s]</translation>
    </message>
    <message>
      <source>busy power: {workload} [W]</source>
      <translation>puissance en charge : {workload} [W]</translation>
    </message>
    <message>
      <source>throughput format: {workload}</source>
      <translation>format du débit : {workload}</translation>
    </message>
    <message>
      <source>unit</source>
      <translation>unité</translation>
    </message>
  </context>
  <context>
    <name>CatalogUpdate</name>
    <message>
      <source>Part</source>
      <translation>Composant</translation>
    </message>
    <message>
      <source>Field</source>
      <translation>Champ</translation>
    </message>
    <message>
      <source>In the quote</source>
      <translation>Dans l'offre</translation>
    </message>
    <message>
      <source>In the catalogue</source>
      <translation>Dans le catalogue</translation>
    </message>
    <message>
      <source>Source</source>
      <translation>Source</translation>
    </message>
    <message>
      <source>Install catalogue</source>
      <translation>Installer le catalogue</translation>
    </message>
    <message>
      <source>Catalogue (*.zip)</source>
      <translation>Catalogue (*.zip)</translation>
    </message>
    <message>
      <source>The new catalogue has no release note for this update.</source>
      <translation>Le nouveau catalogue ne comporte pas de note de version pour cette mise à jour.</translation>
    </message>
    <message>
      <source>Install</source>
      <translation>Installer</translation>
    </message>
    <message>
      <source>What changed in the catalogue</source>
      <translation>Ce qui a changé dans le catalogue</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Update the quote from the catalogue</source>
      <translation>Mettre à jour l'offre à partir du catalogue</translation>
    </message>
    <message>
      <source>Update the quote</source>
      <translation>Mettre à jour l'offre</translation>
    </message>
    <message>
      <source>What changed, and why:</source>
      <translation>Ce qui a changé, et pourquoi :</translation>
    </message>
    <message>
      <source>The catalogue in use has other values for parts this quote uses. Tick the ones the quote should take over; the others keep the quote's own value. Undo reverts the update.</source>
      <translation>Le catalogue utilisé contient d'autres valeurs pour des composants de cette offre. Cochez celles que l'offre doit reprendre; les autres conservent la valeur propre à l'offre. « Annuler » revient sur la mise à jour.</translation>
    </message>
    <message>
      <source>Install the catalogue of {new} from {file}? The catalogue in use is of {old}; your catalogue edits are kept.</source>
      <translation>Installer le catalogue du {new} à partir de {file}? Le catalogue utilisé date du {old}; vos modifications du catalogue sont conservées.</translation>
    </message>
    <message>
      <source>The catalogue of {new} replaces the one of {old}:</source>
      <translation>Le catalogue du {new} remplace celui du {old} :</translation>
    </message>
    <message>
      <source>The catalogue of {new}:</source>
      <translation>Le catalogue du {new} :</translation>
    </message>
  </context>
  <context>
    <name>CatalogUpgrade</name>
    <message>
      <source>What changed…</source>
      <translation>Ce qui a changé…</translation>
    </message>
    <message>
      <source>Dismiss</source>
      <translation>Ignorer</translation>
    </message>
    <message>
      <source>A newer catalogue is in use ({new}; you last used the one of {old}). Quotes keep their own copy of the parts they use.</source>
      <translation>Un catalogue plus récent est utilisé ({new}; vous aviez utilisé en dernier celui du {old}). Les offres conservent leur propre copie des composants qu'elles utilisent.</translation>
    </message>
    <message>
      <source>A newer catalogue is in use ({new}). Quotes keep their own copy of the parts they use.</source>
      <translation>Un catalogue plus récent est utilisé ({new}). Les offres conservent leur propre copie des composants qu'elles utilisent.</translation>
    </message>
    <message>
      <source>This version of the app brings a newer catalogue ({new}; you last used the one of {old}), in use from now on. Quotes keep their own copy of the parts they use.</source>
      <translation>Cette version de l'application apporte un catalogue plus récent ({new}; vous aviez utilisé en dernier celui du {old}), utilisé désormais. Les offres conservent leur propre copie des composants qu'elles utilisent.</translation>
    </message>
    <message>
      <source>This version of the app brings a newer catalogue ({new}), in use from now on. Quotes keep their own copy of the parts they use.</source>
      <translation>Cette version de l'application apporte un catalogue plus récent ({new}), utilisé désormais. Les offres conservent leur propre copie des composants qu'elles utilisent.</translation>
    </message>
  </context>
  <context>
    <name>Catalogue</name>
    <message>
      <source>Review and update the quote…</source>
      <translation>Vérifier et mettre à jour l'offre…</translation>
    </message>
    <message>
      <source>value</source>
      <translation>valeur</translation>
    </message>
    <message>
      <source>values</source>
      <translation>valeurs</translation>
    </message>
    <message>
      <source>This quote keeps its own copy of the parts it uses; the catalogue in use ({date}) has other values for {parts}: {values}.</source>
      <translation>Cette offre conserve sa propre copie des composants qu'elle utilise; le catalogue utilisé ({date}) contient d'autres valeurs pour {parts} : {values}.</translation>
    </message>
    <message>
      <source>The quote took over {values} from the catalogue; Undo reverts it.</source>
      <translation>L'offre a repris {values} du catalogue; « Annuler » revient sur cette opération.</translation>
    </message>
    <message>
      <source>part</source>
      <translation>composant</translation>
    </message>
    <message>
      <source>parts</source>
      <translation>composants</translation>
    </message>
    <message>
      <source>Update {values} from the catalogue</source>
      <translation>Mettre à jour {values} à partir du catalogue</translation>
    </message>
    <message>
      <source>Quote not updated: {reason}</source>
      <translation>Offre non mise à jour : {reason}</translation>
    </message>
    <message>
      <source>throughput format not stated: not used for a class that names its accepted formats</source>
      <translation>format du débit non indiqué : non utilisé pour une classe qui précise ses formats acceptés</translation>
    </message>
    <message>
      <source>not stated</source>
      <translation>non indiqué</translation>
    </message>
    <message>
      <source>one number format per throughput value; known: {known}</source>
      <translation>un format numérique par valeur de débit; connus : {known}</translation>
    </message>
    <message>
      <source>Source (confidence)</source>
      <translation>Source (fiabilité)</translation>
    </message>
    <message>
      <source>price on request</source>
      <translation>prix sur demande</translation>
    </message>
    <message>
      <source>{field} = {value}: {reason}</source>
      <translation>{field} = {value} : {reason}</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Serveurs</translation>
    </message>
    <message>
      <source>PSUs</source>
      <translation>Alimentations</translation>
    </message>
    <message>
      <source>Cooling</source>
      <translation>Refroidissement</translation>
    </message>
    <message>
      <source>Workload classes</source>
      <translation>Classes de charge de travail</translation>
    </message>
    <message>
      <source>Regions</source>
      <translation>Régions</translation>
    </message>
    <message>
      <source>Filter…</source>
      <translation>Filtrer…</translation>
    </message>
    <message>
      <source>Install catalogue…</source>
      <translation>Installer un catalogue…</translation>
    </message>
    <message>
      <source>Import price list…</source>
      <translation>Importer une liste de prix…</translation>
    </message>
    <message>
      <source>Reset value</source>
      <translation>Réinitialiser la valeur</translation>
    </message>
    <message>
      <source>Reset all edits</source>
      <translation>Réinitialiser toutes les modifications</translation>
    </message>
    <message>
      <source>Double-click a value to edit it. Edits are kept in your own overlay (marked blue, source "user edit"); the shipped catalogue never changes.</source>
      <translation>Double-cliquez sur une valeur pour la modifier. Les modifications sont conservées à part (marquées en bleu, source « modifié par l'utilisateur »); le catalogue fourni ne change jamais.</translation>
    </message>
    <message>
      <source>Catalogue of {date} installed; your catalogue edits are kept.</source>
      <translation>Catalogue du {date} installé; vos modifications du catalogue sont conservées.</translation>
    </message>
    <message>
      <source>There are no catalogue edits to reset.</source>
      <translation>Il n'y a aucune modification du catalogue à réinitialiser.</translation>
    </message>
    <message>
      <source>Catalogue not installed</source>
      <translation>Catalogue non installé</translation>
    </message>
    <message>
      <source>Edit refused: {reason}</source>
      <translation>Modification refusée : {reason}</translation>
    </message>
    <message>
      <source>All {count} catalogue edits were reset; a backup of them is kept in {path}.</source>
      <translation>Les {count} modifications du catalogue ont toutes été réinitialisées; une copie de sauvegarde est conservée dans {path}.</translation>
    </message>
    <message>
      <source>Your edits of values the new catalogue changed are kept ({count}):</source>
      <translation>Vos modifications de valeurs que le nouveau catalogue a changées sont conservées ({count}) :</translation>
    </message>
    <message>
      <source>Catalogue not installed: {reason}</source>
      <translation>Catalogue non installé : {reason}</translation>
    </message>
    <message>
      <source>Price list {name} of {date} kept: {count} catalogue prices come from it, valid until {until}.</source>
      <translation>Liste de prix {name} du {date} conservée : {count} prix du catalogue en proviennent, valables jusqu'au {until}.</translation>
    </message>
    <message>
      <source>Price list not read: {reason}</source>
      <translation>Liste de prix non lue : {reason}</translation>
    </message>
    <message>
      <source>Price list not kept: {reason}</source>
      <translation>Liste de prix non conservée : {reason}</translation>
    </message>
  </context>
  <context>
    <name>Changes</name>
    <message>
      <source>currency</source>
      <translation>devise</translation>
    </message>
    <message>
      <source>quote date</source>
      <translation>date de l'offre</translation>
    </message>
    <message>
      <source>day/night tariff</source>
      <translation>tarif jour/nuit</translation>
    </message>
    <message>
      <source>energy bill</source>
      <translation>facture d'énergie</translation>
    </message>
    <message>
      <source>region</source>
      <translation>région</translation>
    </message>
    <message>
      <source>workload</source>
      <translation>charge de travail</translation>
    </message>
    <message>
      <source>dismissed warning</source>
      <translation>avertissement masqué</translation>
    </message>
    <message>
      <source>option name</source>
      <translation>nom de l'option</translation>
    </message>
    <message>
      <source>new option</source>
      <translation>nouvelle option</translation>
    </message>
    <message>
      <source>duplicated option</source>
      <translation>option dupliquée</translation>
    </message>
    <message>
      <source>removed option</source>
      <translation>option supprimée</translation>
    </message>
    <message>
      <source>option order</source>
      <translation>ordre des options</translation>
    </message>
    <message>
      <source>baseline</source>
      <translation>configuration actuelle</translation>
    </message>
    <message>
      <source>server</source>
      <translation>serveur</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>PSU</source>
      <translation>alimentation</translation>
    </message>
    <message>
      <source>cooling</source>
      <translation>refroidissement</translation>
    </message>
    <message>
      <source>GPUs per server</source>
      <translation>GPU par serveur</translation>
    </message>
    <message>
      <source>PSUs installed</source>
      <translation>alimentations installées</translation>
    </message>
    <message>
      <source>PSU spares</source>
      <translation>alimentations de réserve</translation>
    </message>
    <message>
      <source>power cap</source>
      <translation>limitation de puissance</translation>
    </message>
    <message>
      <source>power profile</source>
      <translation>profil de puissance</translation>
    </message>
    <message>
      <source>full power</source>
      <translation>pleine puissance</translation>
    </message>
    <message>
      <source>cap curve</source>
      <translation>courbe de limitation</translation>
    </message>
    <message>
      <source>fleet mode</source>
      <translation>mode parc</translation>
    </message>
    <message>
      <source>servers</source>
      <translation>nombre de serveurs</translation>
    </message>
    <message>
      <source>utilization</source>
      <translation>taux d'utilisation</translation>
    </message>
    <message>
      <source>installation</source>
      <translation>installation</translation>
    </message>
    <message>
      <source>licence</source>
      <translation>licence</translation>
    </message>
    <message>
      <source>GPU price</source>
      <translation>prix du GPU</translation>
    </message>
    <message>
      <source>server price</source>
      <translation>prix du serveur</translation>
    </message>
    <message>
      <source>discount</source>
      <translation>remise</translation>
    </message>
    <message>
      <source>maintenance</source>
      <translation>maintenance</translation>
    </message>
    <message>
      <source>residual value</source>
      <translation>valeur résiduelle</translation>
    </message>
    <message>
      <source>financing</source>
      <translation>financement</translation>
    </message>
    <message>
      <source>rental</source>
      <translation>location</translation>
    </message>
    <message>
      <source>extra lines</source>
      <translation>lignes supplémentaires</translation>
    </message>
    <message>
      <source>new extra line</source>
      <translation>nouvelle ligne supplémentaire</translation>
    </message>
    <message>
      <source>removed extra line</source>
      <translation>ligne supplémentaire supprimée</translation>
    </message>
    <message>
      <source>redundancy</source>
      <translation>redondance</translation>
    </message>
    <message>
      <source>minimum servers</source>
      <translation>nombre minimal de serveurs</translation>
    </message>
    <message>
      <source>suggested option</source>
      <translation>option suggérée</translation>
    </message>
    <message>
      <source>custom server</source>
      <translation>serveur personnalisé</translation>
    </message>
    <message>
      <source>validity</source>
      <translation>validité</translation>
    </message>
    <message>
      <source>VAT rate</source>
      <translation>taux de TVA</translation>
    </message>
    <message>
      <source>revision</source>
      <translation>révision</translation>
    </message>
    <message>
      <source>Undo: {change}</source>
      <translation>Annuler : {change}</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Redo: {change}</source>
      <translation>Rétablir : {change}</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
  </context>
  <context>
    <name>Charts</name>
    <message>
      <source>Loading charts…</source>
      <translation>Chargement des graphiques…</translation>
    </message>
    <message>
      <source>No option can be computed yet, so there is nothing to chart: the Results page says why.</source>
      <translation>Aucune option ne peut encore être calculée, il n'y a donc rien à afficher : la page Résultats en donne la raison.</translation>
    </message>
    <message>
      <source>Export PNG…</source>
      <translation>Exporter en PNG…</translation>
    </message>
    <message>
      <source>Cumulative cost, discounted (capex + opex)</source>
      <translation>Coût cumulé, actualisé (investissement + exploitation)</translation>
    </message>
    <message>
      <source>Annual energy: IT and facility overhead</source>
      <translation>Énergie annuelle : IT et infrastructure du site</translation>
    </message>
    <message>
      <source>Power per server at the wall</source>
      <translation>Puissance par serveur à la prise</translation>
    </message>
    <message>
      <source>Peak throughput per wall kW</source>
      <translation>Débit de pointe par kW à la prise</translation>
    </message>
    <message>
      <source>year</source>
      <translation>année</translation>
    </message>
    <message>
      <source>energy</source>
      <translation>énergie</translation>
    </message>
    <message>
      <source>power</source>
      <translation>puissance</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>platform</source>
      <translation>plateforme</translation>
    </message>
    <message>
      <source>PSU loss</source>
      <translation>pertes d'alimentation</translation>
    </message>
    <message>
      <source>facility overhead</source>
      <translation>infrastructure du site</translation>
    </message>
    <message>
      <source>Charts</source>
      <translation>Graphiques</translation>
    </message>
    <message>
      <source>All four charts</source>
      <translation>Les quatre graphiques</translation>
    </message>
    <message>
      <source>Export charts</source>
      <translation>Exporter les graphiques</translation>
    </message>
    <message>
      <source>Wh/yr</source>
      <translation>Wh/an</translation>
    </message>
    <message>
      <source>View all</source>
      <translation>Tout afficher</translation>
    </message>
    <message>
      <source>cost [{currency}]</source>
      <translation>coût [{currency}]</translation>
    </message>
    <message>
      <source>{unit}/s per kW</source>
      <translation>{unit}/s par kW</translation>
    </message>
    <message>
      <source>IT</source>
      <translation>IT</translation>
    </message>
    <message>
      <source>payback, cumulative: {y}</source>
      <translation>délai de récupération actualisé : {y}</translation>
    </message>
  </context>
  <context>
    <name>CustomServer</name>
    <message>
      <source>Custom server as the baseline</source>
      <translation>Serveur personnalisé comme configuration actuelle</translation>
    </message>
    <message>
      <source>For hardware the catalogue lacks: the server's DC load at idle and at full load (from the vendor's power calculator), its GPUs and PSUs. The GPU's catalogue row gives the throughput.</source>
      <translation>Pour le matériel absent du catalogue : la charge DC du serveur au repos et à pleine charge (selon le calculateur de puissance du fabricant), ses GPU et ses alimentations. Le débit provient de la ligne du GPU dans le catalogue.</translation>
    </message>
    <message>
      <source>Custom server</source>
      <translation>Serveur personnalisé</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>GPUs per server</source>
      <translation>GPU par serveur</translation>
    </message>
    <message>
      <source>Server power at idle</source>
      <translation>Puissance du serveur au repos</translation>
    </message>
    <message>
      <source>Server power at full load</source>
      <translation>Puissance du serveur à pleine charge</translation>
    </message>
    <message>
      <source>PSUs installed</source>
      <translation>Alimentations installées</translation>
    </message>
    <message>
      <source>of which spares</source>
      <translation>dont de réserve</translation>
    </message>
    <message>
      <source>PSU rating</source>
      <translation>Puissance par alimentation</translation>
    </message>
    <message>
      <source>Rack units</source>
      <translation>Hauteur en rack (U)</translation>
    </message>
    <message>
      <source>Servers today</source>
      <translation>Serveurs actuels</translation>
    </message>
    <message>
      <source>Utilization today</source>
      <translation>Taux d'utilisation actuel</translation>
    </message>
    <message>
      <source>No GPU of the catalogue has a throughput for this workload.</source>
      <translation>Aucun GPU du catalogue n'a de débit pour cette charge de travail.</translation>
    </message>
    <message>
      <source>No air cooling option in the catalogue.</source>
      <translation>Aucun refroidissement par air dans le catalogue.</translation>
    </message>
    <message>
      <source>custom server</source>
      <translation>serveur personnalisé</translation>
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Time column</source>
      <translation>Colonne du temps</translation>
    </message>
    <message>
      <source>Power column(s)</source>
      <translation>Colonne(s) de puissance</translation>
    </message>
    <message>
      <source>Power unit</source>
      <translation>Unité de puissance</translation>
    </message>
    <message>
      <source>GPU column</source>
      <translation>Colonne GPU</translation>
    </message>
    <message>
      <source>Utilization column (%)</source>
      <translation>Colonne du taux d'utilisation (%)</translation>
    </message>
    <message>
      <source>(none)</source>
      <translation>(aucune)</translation>
    </message>
    <message>
      <source>Choose at least one power column.</source>
      <translation>Choisissez au moins une colonne de puissance.</translation>
    </message>
    <message>
      <source>The time column cannot be a power column.</source>
      <translation>La colonne du temps ne peut pas être une colonne de puissance.</translation>
    </message>
    <message>
      <source>A utilization column goes with one power column only.</source>
      <translation>Une colonne de taux d'utilisation ne va qu'avec une seule colonne de puissance.</translation>
    </message>
    <message>
      <source>Columns of {name}</source>
      <translation>Colonnes de {name}</translation>
    </message>
    <message>
      <source>{name} is a CSV this app does not recognise. Choose the column with the time and the power column (one per GPU when each GPU has its own).</source>
      <translation>{name} est un CSV que cette application ne reconnaît pas. Choisissez la colonne du temps et la colonne de puissance (une par GPU si chaque GPU a la sienne).</translation>
    </message>
    <message>
      <source>Fields of {name}</source>
      <translation>Champs de {name}</translation>
    </message>
    <message>
      <source>{name} has no header line (logged with --format=csv,noheader). Give the fields of --query-gpu, in their order, separated by commas.</source>
      <translation>{name} n'a pas de ligne d'en-tête (journalisé avec --format=csv,noheader). Indiquez les champs de --query-gpu, dans leur ordre, séparés par des virgules.</translation>
    </message>
    <message>
      <source>First line: {line}</source>
      <translation>Première ligne : {line}</translation>
    </message>
    <message>
      <source>GPU TCO quotes (*.quote.json *.json)</source>
      <translation>Offres GPU TCO (*.quote.json *.json)</translation>
    </message>
    <message>
      <source>Unsaved changes</source>
      <translation>Modifications non enregistrées</translation>
    </message>
    <message>
      <source>The file changed on disk</source>
      <translation>Le fichier a été modifié sur le disque</translation>
    </message>
    <message>
      <source>Reload the file (your unsaved changes here are lost), or save your version under another name.</source>
      <translation>Rechargez le fichier (vos modifications non enregistrées ici seront perdues) ou enregistrez votre version sous un autre nom.</translation>
    </message>
    <message>
      <source>Recover unsaved work</source>
      <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
      <source>Reset all catalogue edits</source>
      <translation>Réinitialiser toutes les modifications du catalogue</translation>
    </message>
    <message>
      <source>Open quote</source>
      <translation>Ouvrir une offre</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <source>Number and date formats</source>
      <translation>Format des nombres et des dates</translation>
    </message>
    <message>
      <source>Save as…</source>
      <translation>Enregistrer sous…</translation>
    </message>
    <message>
      <source>Reload from disk</source>
      <translation>Recharger depuis le disque</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>a new, unsaved quote</source>
      <translation>une nouvelle offre non enregistrée</translation>
    </message>
    <message>
      <source>GPU TCO did not close properly last time. Open the unsaved changes to {quote}?</source>
      <translation>GPU TCO ne s'est pas fermé correctement la dernière fois. Ouvrir les modifications non enregistrées de {quote}?</translation>
    </message>
    <message>
      <source>Save quote</source>
      <translation>Enregistrer l'offre</translation>
    </message>
    <message>
      <source>Save the changes to {name}?</source>
      <translation>Enregistrer les modifications de {name}?</translation>
    </message>
    <message>
      <source>{name} was changed on disk after you opened or last saved it (by another window or program). Saving now would overwrite those changes.</source>
      <translation>{name} a été modifié sur le disque après son ouverture ou son dernier enregistrement (par une autre fenêtre ou un autre programme). L'enregistrer maintenant écraserait ces modifications.</translation>
    </message>
    <message>
      <source>the quote {file}</source>
      <translation>l'offre {file}</translation>
    </message>
    <message>
      <source>GPU TCO did not close properly last time. Open the unsaved changes to {quote}, autosaved {when}?</source>
      <translation>GPU TCO ne s'est pas fermé correctement la dernière fois. Ouvrir les modifications non enregistrées de {quote}, enregistrées automatiquement le {when}?</translation>
    </message>
    <message>
      <source>Reset all {count} edited catalogue values to the shipped catalogue? A backup of your edits is kept in {folder}; gpu-tco catalog import-edits FILE brings them back.</source>
      <translation>Réinitialiser les {count} valeurs modifiées à celles du catalogue fourni? Une copie de sauvegarde de vos modifications est conservée dans {folder}; gpu-tco catalog import-edits FICHIER les restaure.</translation>
    </message>
    <message>
      <source>the new, unsaved quote for {customer}</source>
      <translation>la nouvelle offre non enregistrée pour {customer}</translation>
    </message>
  </context>
  <context>
    <name>Errors</name>
    <message>
      <source>Something went wrong: {what}.
The details are in {log}.</source>
      <translation>Une erreur s'est produite : {what}.
Les détails figurent dans {log}.</translation>
    </message>
  </context>
  <context>
    <name>Export</name>
    <message>
      <source>Export quote</source>
      <translation>Exporter l'offre</translation>
    </message>
    <message>
      <source>Language of the documents</source>
      <translation>Langue des documents</translation>
    </message>
    <message>
      <source>Excel workbook (.xlsx) with live formulas</source>
      <translation>Classeur Excel (.xlsx) avec formules actives</translation>
    </message>
    <message>
      <source>PDF proposal (.pdf)</source>
      <translation>Offre en PDF (.pdf)</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Fichiers</translation>
    </message>
    <message>
      <source>Advice appendix in the PDF</source>
      <translation>Annexe de conseils dans le PDF</translation>
    </message>
    <message>
      <source>The advisor's findings and power-cap sweet spots, as the PDF's last section</source>
      <translation>Les constats du module de conseil et les limitations de puissance optimales, en dernière section du PDF</translation>
    </message>
    <message>
      <source>Target folder</source>
      <translation>Dossier de destination</translation>
    </message>
    <message>
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <source>Seller</source>
      <translation>Fournisseur</translation>
    </message>
    <message>
      <source>Seller profile (cover page)</source>
      <translation>Profil du fournisseur (page de garde)</translation>
    </message>
    <message>
      <source>none: fill in a seller profile in Preferences</source>
      <translation>aucun : complétez un profil fournisseur dans Préférences</translation>
    </message>
    <message>
      <source>Open the folder afterwards</source>
      <translation>Ouvrir le dossier ensuite</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Exporter</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>Choisir…</translation>
    </message>
    <message>
      <source>Export failed</source>
      <translation>Échec de l'exportation</translation>
    </message>
  </context>
  <context>
    <name>Files</name>
    <message>
      <source>the new quote</source>
      <translation>la nouvelle offre</translation>
    </message>
    <message>
      <source>Cannot open the quote</source>
      <translation>Impossible d'ouvrir l'offre</translation>
    </message>
    <message>
      <source>Cannot save the quote</source>
      <translation>Impossible d'enregistrer l'offre</translation>
    </message>
    <message>
      <source>Cannot recover</source>
      <translation>Récupération impossible</translation>
    </message>
    <message>
      <source>quote</source>
      <translation>offre</translation>
    </message>
  </context>
  <context>
    <name>Help</name>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>{app} user guide</source>
      <translation>Guide d'utilisation de {app}</translation>
    </message>
    <message>
      <source>The user guide is not installed: no pages in {folder}.</source>
      <translation>Le guide d'utilisation n'est pas installé : aucune page dans {folder}.</translation>
    </message>
    <message>
      <source>Cannot read {file}: {why}</source>
      <translation>Impossible de lire {file} : {why}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Quote</source>
      <translation>Offre</translation>
    </message>
    <message>
      <source>Options</source>
      <translation>Options</translation>
    </message>
    <message>
      <source>Results</source>
      <translation>Résultats</translation>
    </message>
    <message>
      <source>Charts</source>
      <translation>Graphiques</translation>
    </message>
    <message>
      <source>Advice</source>
      <translation>Conseils</translation>
    </message>
    <message>
      <source>Measurements</source>
      <translation>Mesures</translation>
    </message>
    <message>
      <source>Catalogue</source>
      <translation>Catalogue</translation>
    </message>
    <message>
      <source>This page is not part of this version.</source>
      <translation>Cette page ne fait pas partie de cette version.</translation>
    </message>
    <message>
      <source>&amp;New</source>
      <translation>&amp;Nouveau</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <source>Save &amp;as…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <source>&amp;Export…</source>
      <translation>E&amp;xporter…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Préférences…</translation>
    </message>
    <message>
      <source>&amp;User guide</source>
      <translation>&amp;Guide d'utilisation</translation>
    </message>
    <message>
      <source>&amp;About GPU TCO</source>
      <translation>À &amp;propos de GPU TCO</translation>
    </message>
    <message>
      <source>new quote</source>
      <translation>nouvelle offre</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>É&amp;dition</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Paramètres</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <source>Open &amp;recent</source>
      <translation>Fichiers &amp;récents</translation>
    </message>
  </context>
  <context>
    <name>Measurements</name>
    <message>
      <source>power [W]</source>
      <translation>puissance [W]</translation>
    </message>
    <message>
      <source>utilization [%]</source>
      <translation>taux d'utilisation [%]</translation>
    </message>
    <message>
      <source>no utilization in this log</source>
      <translation>pas de taux d'utilisation dans ce journal</translation>
    </message>
    <message>
      <source>time since the start [{unit}]</source>
      <translation>temps depuis le début [{unit}]</translation>
    </message>
    <message>
      <source>limit {w:.0f} W</source>
      <translation>limite {w:.0f} W</translation>
    </message>
    <message>
      <source>Cancelling…</source>
      <translation>Annulation…</translation>
    </message>
    <message>
      <source>not a regular file (a device or pipe); save the log to a file and open that file.</source>
      <translation>pas un fichier ordinaire (un périphérique ou un pipe); enregistrez le journal dans un fichier et ouvrez ce fichier.</translation>
    </message>
    <message>
      <source>a folder; open the log files in it, or open the folder with Open folder.</source>
      <translation>un dossier; ouvrez les fichiers journaux qu'il contient, ou ouvrez le dossier avec Ouvrir un dossier.</translation>
    </message>
    <message>
      <source>{mib} MiB is too large for this kind of log (limit {limit} MiB; only a --query-gpu CSV with its header on line 1 is read in a stream); split the file (for example per host or per day) and import the parts.</source>
      <translation>{mib} MiB est trop volumineux pour ce type de journal (limite {limit} MiB; seul un CSV --query-gpu avec son en-tête en ligne 1 est lu en flux); divisez le fichier (par exemple par hôte ou par jour) et importez les parties.</translation>
    </message>
    <message>
      <source>at least {n} different GPU keys (limit {limit}); is the GPU index column really the GPU index? Otherwise split the file (for example per host) and import the parts.</source>
      <translation>au moins {n} clés GPU différentes (limite {limit}); la colonne d'index GPU contient-elle vraiment l'index du GPU? Sinon, divisez le fichier (par exemple par hôte) et importez les parties.</translation>
    </message>
    <message>
      <source>not a text log (binary data: an image, archive or program?); open the log file that nvidia-smi or DCGM wrote.</source>
      <translation>pas un journal texte (données binaires : une image, une archive ou un programme?); ouvrez le fichier journal écrit par nvidia-smi ou DCGM.</translation>
    </message>
    <message>
      <source>not a GPU log: line {line} is longer than {limit} characters and nothing else is in the file.</source>
      <translation>pas un journal GPU : la ligne {line} dépasse {limit} caractères et le fichier ne contient rien d'autre.</translation>
    </message>
    <message>
      <source>not a GPU log: no header line naming nvidia-smi fields, and no rows of numbers (a spreadsheet or list?); open a log written by nvidia-smi or DCGM, or log with {command}</source>
      <translation>pas un journal GPU : aucune ligne d'en-tête nommant des champs nvidia-smi, ni de lignes de nombres (un tableur ou une liste?); ouvrez un journal écrit par nvidia-smi ou DCGM, ou journalisez avec {command}</translation>
    </message>
    <message>
      <source>this is a CodeCarbon emissions.csv without GPU energy (an old schema, or no GPU tracked): only the machine's total energy_consumed, no GPU power; track the GPUs with CodeCarbon 2 or later, or log them with {command}</source>
      <translation>il s'agit d'un emissions.csv de CodeCarbon sans énergie GPU (ancien schéma, ou aucun GPU suivi) : seulement l'energy_consumed total de la machine, pas de puissance GPU; suivez les GPU avec CodeCarbon 2 ou plus récent, ou journalisez-les avec {command}</translation>
    </message>
    <message>
      <source>this is a DCGM API CSV (DCGM_FI_* fields or field ids) without a time column and a power field (DCGM_FI_DEV_POWER_USAGE, field 155) found; columns: {columns}. Say which columns hold the time and the power (--time-column, --power-column).</source>
      <translation>il s'agit d'un CSV de l'API DCGM (champs DCGM_FI_* ou identifiants de champ) sans colonne du temps ni champ de puissance (DCGM_FI_DEV_POWER_USAGE, champ 155) trouvés; colonnes : {columns}. Indiquez quelles colonnes contiennent le temps et la puissance (--time-column, --power-column).</translation>
    </message>
    <message>
      <source>column {column} (line {line}) has a unit that is not a power unit; power columns must be in W, mW or kW (nvidia-smi writes [W]).</source>
      <translation>la colonne {column} (ligne {line}) a une unité qui n'est pas une unité de puissance; les colonnes de puissance doivent être en W, mW ou kW (nvidia-smi écrit [W]).</translation>
    </message>
    <message>
      <source>column {column} of the field list has a unit that is not a power unit; power columns must be in W, mW or kW (nvidia-smi writes [W]).</source>
      <translation>la colonne {column} de la liste des champs a une unité qui n'est pas une unité de puissance; les colonnes de puissance doivent être en W, mW ou kW (nvidia-smi écrit [W]).</translation>
    </message>
    <message>
      <source>a CSV with a header, but its columns are not nvidia-smi fields ({columns}); say which column holds the time and which the power: --time-column NAME --power-column NAME [--power-unit W|mW|kW] [--gpu-column NAME] (in the app: Map columns).</source>
      <translation>un CSV avec en-tête, mais ses colonnes ne sont pas des champs nvidia-smi ({columns}); indiquez quelle colonne contient le temps et laquelle la puissance : --time-column NOM --power-column NOM [--power-unit W|mW|kW] [--gpu-column NOM] (dans l'application : Associer les colonnes).</translation>
    </message>
    <message>
      <source>column {column} is not in the header (line {line}: {columns}).</source>
      <translation>la colonne {column} ne figure pas dans l'en-tête (ligne {line} : {columns}).</translation>
    </message>
    <message>
      <source>power unit {unit} is not W, mW or kW.</source>
      <translation>l'unité de puissance {unit} n'est ni W, ni mW, ni kW.</translation>
    </message>
    <message>
      <source>the power values (median {value}) are too large for watts and for milliwatts (NVML's unit); name the unit (--power-unit W|mW|kW, or in the column mapping), or check that the column holds power.</source>
      <translation>les valeurs de puissance (médiane {value}) sont trop élevées pour des watts et pour des milliwatts (l'unité de NVML); indiquez l'unité (--power-unit W|mW|kW, ou dans l'association des colonnes), ou vérifiez que la colonne contient bien la puissance.</translation>
    </message>
    <message>
      <source>GPU {gpu}: no energy: the log holds no time the reader understood (no time column, or its values not understood); log with timestamps</source>
      <translation>GPU {gpu} : pas d'énergie : le journal ne contient aucun temps compris par le lecteur (pas de colonne du temps, ou valeurs non comprises); journalisez avec horodatage</translation>
    </message>
    <message>
      <source>GPU {gpu}: no energy although power was read: fewer than two readings with a time, or every step between them a gap</source>
      <translation>GPU {gpu} : pas d'énergie bien que la puissance ait été lue : moins de deux mesures avec un temps, ou chaque intervalle entre elles est une interruption</translation>
    </message>
    <message>
      <source>GPU logs (*.csv *.txt *.log *.xml *.prom);;All files (*)</source>
      <translation>Journaux GPU (*.csv *.txt *.log *.xml *.prom);;Tous les fichiers (*)</translation>
    </message>
    <message>
      <source>file</source>
      <translation>fichier</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>name</source>
      <translation>nom</translation>
    </message>
    <message>
      <source>catalogue GPU</source>
      <translation>GPU du catalogue</translation>
    </message>
    <message>
      <source>samples</source>
      <translation>échantillons</translation>
    </message>
    <message>
      <source>hours</source>
      <translation>heures</translation>
    </message>
    <message>
      <source>mean W</source>
      <translation>moy. W</translation>
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
      <translation>limite W</translation>
    </message>
    <message>
      <source>mean utilization</source>
      <translation>taux d'utilisation moy.</translation>
    </message>
    <message>
      <source>idle W</source>
      <translation>repos W</translation>
    </message>
    <message>
      <source>full W</source>
      <translation>pleine charge W</translation>
    </message>
    <message>
      <source>nvidia-smi --query-gpu CSV</source>
      <translation>CSV nvidia-smi --query-gpu</translation>
    </message>
    <message>
      <source>nvidia-smi --query-gpu CSV without header</source>
      <translation>CSV nvidia-smi --query-gpu sans en-tête</translation>
    </message>
    <message>
      <source>nvidia-smi default table</source>
      <translation>tableau par défaut de nvidia-smi</translation>
    </message>
    <message>
      <source>dcgm-exporter Prometheus text</source>
      <translation>texte Prometheus de dcgm-exporter</translation>
    </message>
    <message>
      <source>pynvml CSV, one power column per GPU</source>
      <translation>CSV pynvml, une colonne de puissance par GPU</translation>
    </message>
    <message>
      <source>DCGM API CSV</source>
      <translation>CSV de l'API DCGM</translation>
    </message>
    <message>
      <source>CSV with mapped columns</source>
      <translation>CSV avec colonnes associées</translation>
    </message>
    <message>
      <source>CodeCarbon emissions.csv (per run)</source>
      <translation>emissions.csv de CodeCarbon (par exécution)</translation>
    </message>
    <message>
      <source>CSV with a time column and a power column</source>
      <translation>CSV avec une colonne du temps et une colonne de puissance</translation>
    </message>
    <message>
      <source>size</source>
      <translation>taille</translation>
    </message>
    <message>
      <source>format</source>
      <translation>format</translation>
    </message>
    <message>
      <source>columns</source>
      <translation>colonnes</translation>
    </message>
    <message>
      <source>status</source>
      <translation>statut</translation>
    </message>
    <message>
      <source>the log does not name the GPU: pick the catalogue GPU yourself</source>
      <translation>le journal ne nomme pas le GPU : choisissez vous-même le GPU du catalogue</translation>
    </message>
    <message>
      <source>ready</source>
      <translation>prêt</translation>
    </message>
    <message>
      <source>Open GPU logs</source>
      <translation>Ouvrir des journaux GPU</translation>
    </message>
    <message>
      <source>Open files…</source>
      <translation>Ouvrir des fichiers…</translation>
    </message>
    <message>
      <source>Open folder…</source>
      <translation>Ouvrir un dossier…</translation>
    </message>
    <message>
      <source>Import</source>
      <translation>Importer</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>The selected GPU's power and utilization over time appear here once a log is read.</source>
      <translation>La puissance et le taux d'utilisation du GPU sélectionné au fil du temps s'affichent ici dès qu'un journal est lu.</translation>
    </message>
    <message>
      <source>Attach to catalogue</source>
      <translation>Ajouter au catalogue</translation>
    </message>
    <message>
      <source>Use as baseline</source>
      <translation>Utiliser comme configuration actuelle</translation>
    </message>
    <message>
      <source>Import cancelled.</source>
      <translation>Importation annulée.</translation>
    </message>
    <message>
      <source>Open a folder of logs</source>
      <translation>Ouvrir un dossier de journaux</translation>
    </message>
    <message>
      <source>Catalogue GPU:</source>
      <translation>GPU du catalogue :</translation>
    </message>
    <message>
      <source>The quote has no baseline option: mark one on the Options page.</source>
      <translation>L'offre n'a pas de configuration actuelle : désignez une option sur la page Options.</translation>
    </message>
    <message>
      <source>GPU name “{name}” is not in the catalogue: pick the catalogue GPU yourself</source>
      <translation>Le nom de GPU « {name} » ne figure pas dans le catalogue : choisissez vous-même le GPU du catalogue</translation>
    </message>
    <message>
      <source>columns to choose at Import: {why}</source>
      <translation>colonnes à choisir lors de l'importation : {why}</translation>
    </message>
    <message>
      <source>{n} file(s) imported</source>
      <translation>{n} fichier(s) importé(s)</translation>
    </message>
    <message>
      <source>{option} now computes with the measured {gpu} (Undo takes it back).</source>
      <translation>{option} calcule désormais avec le {gpu} mesuré (« Annuler » revient en arrière).</translation>
    </message>
    <message>
      <source>Attach measured {gpu}</source>
      <translation>Ajouter le {gpu} mesuré</translation>
    </message>
    <message>
      <source>Added {gpu} to the quote's catalogue.</source>
      <translation>{gpu} ajouté au catalogue de l'offre.</translation>
    </message>
    <message>
      <source>{gpu} is kept once an option uses it: use the log for an option (e.g. the baseline).</source>
      <translation>{gpu} n'est conservé que si une option l'utilise : utilisez le journal pour une option (p. ex. la configuration actuelle).</translation>
    </message>
    <message>
      <source>Use the log for {option}</source>
      <translation>Utiliser le journal pour {option}</translation>
    </message>
    <message>
      <source>{name}: left out (no columns chosen)</source>
      <translation>{name} : écarté (aucune colonne choisie)</translation>
    </message>
    <message>
      <source>{name}: left out (no field list given)</source>
      <translation>{name} : écarté (aucune liste de champs fournie)</translation>
    </message>
  </context>
  <context>
    <name>Numbers</name>
    <message>
      <source>a number is needed</source>
      <translation>un nombre est requis</translation>
    </message>
    <message>
      <source>not a number</source>
      <translation>pas un nombre</translation>
    </message>
    <message>
      <source>not a number in this language's format (e.g. {example})</source>
      <translation>pas un nombre au format de cette langue (p. ex. {example})</translation>
    </message>
    <message>
      <source>must be a whole number</source>
      <translation>doit être un nombre entier</translation>
    </message>
    <message>
      <source>must be at least {bound}</source>
      <translation>doit être au moins {bound}</translation>
    </message>
    <message>
      <source>must be more than {bound}</source>
      <translation>doit être supérieur à {bound}</translation>
    </message>
    <message>
      <source>must be at most {bound}</source>
      <translation>doit valoir au plus {bound}</translation>
    </message>
    <message>
      <source>must be less than {bound}</source>
      <translation>doit être inférieur à {bound}</translation>
    </message>
    <message>
      <source>{typed}: {reason}; the value stays {kept}</source>
      <translation>{typed} : {reason}; la valeur reste {kept}</translation>
    </message>
  </context>
  <context>
    <name>Options</name>
    <message>
      <source>Description</source>
      <translation>Description</translation>
    </message>
    <message>
      <source>Quantity</source>
      <translation>Quantité</translation>
    </message>
    <message>
      <source>Unit price</source>
      <translation>Prix unitaire</translation>
    </message>
    <message>
      <source>Per server</source>
      <translation>Par serveur</translation>
    </message>
    <message>
      <source>Optional</source>
      <translation>En option</translation>
    </message>
    <message>
      <source>Line total</source>
      <translation>Total de la ligne</translation>
    </message>
    <message>
      <source>{total} (optional)</source>
      <translation>{total} (en option)</translation>
    </message>
    <message>
      <source>{total} per server</source>
      <translation>{total} par serveur</translation>
    </message>
    <message>
      <source>Description: a line needs a description</source>
      <translation>Description : une ligne doit avoir une description</translation>
    </message>
    <message>
      <source>Description: {reason}</source>
      <translation>Description : {reason}</translation>
    </message>
    <message>
      <source>line</source>
      <translation>ligne</translation>
    </message>
    <message>
      <source> (baseline)</source>
      <translation> (configuration actuelle)</translation>
    </message>
    <message>
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <source>amount per year</source>
      <translation>montant par an</translation>
    </message>
    <message>
      <source>rate on list capex</source>
      <translation>taux sur l'investissement au prix catalogue</translation>
    </message>
    <message>
      <source>catalogue</source>
      <translation>catalogue</translation>
    </message>
    <message>
      <source>quoted</source>
      <translation>selon offre</translation>
    </message>
    <message>
      <source>Costs</source>
      <translation>Coûts</translation>
    </message>
    <message>
      <source>price on request</source>
      <translation>prix sur demande</translation>
    </message>
    <message>
      <source>in the catalogue: {price}</source>
      <translation>au catalogue : {price}</translation>
    </message>
    <message>
      <source>Installation (one-off)</source>
      <translation>Installation (coût unique)</translation>
    </message>
    <message>
      <source>Maintenance</source>
      <translation>Maintenance</translation>
    </message>
    <message>
      <source>Licence per GPU-year</source>
      <translation>Licence par GPU et par an</translation>
    </message>
    <message>
      <source>GPU price (each)</source>
      <translation>Prix du GPU (à l'unité)</translation>
    </message>
    <message>
      <source>Server base price</source>
      <translation>Prix de base du serveur</translation>
    </message>
    <message>
      <source>Line discount</source>
      <translation>Remise sur la ligne</translation>
    </message>
    <message>
      <source>reserved: every hour of the year</source>
      <translation>réservé : chaque heure de l'année</translation>
    </message>
    <message>
      <source>on demand: the busy hours only</source>
      <translation>à la demande : uniquement les heures d'activité</translation>
    </message>
    <message>
      <source>Financed share</source>
      <translation>Part financée</translation>
    </message>
    <message>
      <source>Interest rate per year</source>
      <translation>Taux d'intérêt annuel</translation>
    </message>
    <message>
      <source>Term [months]</source>
      <translation>Durée du prêt [mois]</translation>
    </message>
    <message>
      <source>Price per GPU-hour</source>
      <translation>Prix par heure GPU</translation>
    </message>
    <message>
      <source>Price escalation per year</source>
      <translation>Hausse annuelle des prix</translation>
    </message>
    <message>
      <source>Migration cost (one-off)</source>
      <translation>Coût de migration (unique)</translation>
    </message>
    <message>
      <source>Reservation fee upfront</source>
      <translation>Frais de réservation initiaux</translation>
    </message>
    <message>
      <source>Fixed fees per year</source>
      <translation>Frais fixes par an</translation>
    </message>
    <message>
      <source>Provider's PUE</source>
      <translation>PUE du prestataire</translation>
    </message>
    <message>
      <source>Provider's CO₂ [kg/kWh]</source>
      <translation>CO₂ du prestataire [kg/kWh]</translation>
    </message>
    <message>
      <source>Residual value, financing, renting</source>
      <translation>Valeur résiduelle, financement, location</translation>
    </message>
    <message>
      <source>finance a share of the capex</source>
      <translation>financer une part de l'investissement</translation>
    </message>
    <message>
      <source>rented instead of bought (cloud or GPU as a service)</source>
      <translation>louer au lieu d'acheter (cloud ou GPU as a service)</translation>
    </message>
    <message>
      <source>where the price comes from, dated</source>
      <translation>provenance du prix, avec date</translation>
    </message>
    <message>
      <source>A share of the capex without installation. No sourced resale figure for this GPU in the catalogue: an assumption unless quoted.</source>
      <translation>Une part de l'investissement hors installation. Aucune valeur résiduelle avec source pour ce GPU dans le catalogue : c'est une hypothèse, sauf si elle figure sur une offre.</translation>
    </message>
    <message>
      <source>none: the price typed</source>
      <translation>aucun : le prix saisi</translation>
    </message>
    <message>
      <source>Residual value at the horizon</source>
      <translation>Valeur résiduelle à l'horizon</translation>
    </message>
    <message>
      <source>Price preset</source>
      <translation>Préréglage de prix</translation>
    </message>
    <message>
      <source>Billing</source>
      <translation>Facturation</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Prestataire</translation>
    </message>
    <message>
      <source>Price source</source>
      <translation>Source du prix</translation>
    </message>
    <message>
      <source>No rental price preset for this GPU: enter the provider's price.</source>
      <translation>Aucun préréglage de prix de location pour ce GPU : saisissez le prix du prestataire.</translation>
    </message>
    <message>
      <source>the site's grid intensity</source>
      <translation>l'intensité carbone du réseau du site</translation>
    </message>
    <message>
      <source>Monthly payment: {amount}</source>
      <translation>Mensualité : {amount}</translation>
    </message>
    <message>
      <source>{confidence}: {note} Source: {source}</source>
      <translation>{confidence} : {note} Source : {source}</translation>
    </message>
    <message>
      <source>full power</source>
      <translation>pleine puissance</translation>
    </message>
    <message>
      <source>power cap</source>
      <translation>limitation de puissance</translation>
    </message>
    <message>
      <source>power profile</source>
      <translation>profil de puissance</translation>
    </message>
    <message>
      <source>as the quote</source>
      <translation>comme dans l'offre</translation>
    </message>
    <message>
      <source>all up front</source>
      <translation>tout au départ</translation>
    </message>
    <message>
      <source>staged</source>
      <translation>échelonné</translation>
    </message>
    <message>
      <source>baseline: what the customer runs today</source>
      <translation>configuration actuelle : ce que le client utilise aujourd'hui</translation>
    </message>
    <message>
      <source>W or %</source>
      <translation>W ou %</translation>
    </message>
    <message>
      <source>none: the assumed exponent (e.g. 0.7:0.91, 0.85:0.97, 1:1)</source>
      <translation>aucune : l'exposant supposé (p. ex. 0,7:0,91; 0,85:0,97; 1:1)</translation>
    </message>
    <message>
      <source>fleet mode: a given number of servers</source>
      <translation>mode parc : un nombre donné de serveurs</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Server</source>
      <translation>Serveur</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>GPUs per server</source>
      <translation>GPU par serveur</translation>
    </message>
    <message>
      <source>PSU</source>
      <translation>Alimentation</translation>
    </message>
    <message>
      <source>PSUs installed</source>
      <translation>Alimentations installées</translation>
    </message>
    <message>
      <source>of which spares</source>
      <translation>dont de réserve</translation>
    </message>
    <message>
      <source>Cooling</source>
      <translation>Refroidissement</translation>
    </message>
    <message>
      <source>Power</source>
      <translation>Puissance</translation>
    </message>
    <message>
      <source>Power cap</source>
      <translation>Limitation de puissance</translation>
    </message>
    <message>
      <source>Measured cap curve (power ratio:throughput)</source>
      <translation>Courbe de limitation mesurée (rapport de puissance:débit)</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Profil</translation>
    </message>
    <message>
      <source>Number format</source>
      <translation>Format numérique</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Serveurs</translation>
    </message>
    <message>
      <source>Utilization</source>
      <translation>Taux d'utilisation</translation>
    </message>
    <message>
      <source>Purchase plan</source>
      <translation>Plan d'achat</translation>
    </message>
    <message>
      <source>The baseline is not bought: remove this option's extra bill-of-materials lines first.</source>
      <translation>La configuration actuelle n'est pas achetée : supprimez d'abord les lignes supplémentaires de la liste du matériel de cette option.</translation>
    </message>
    <message>
      <source>The baseline is not bought: remove this option's financing and tax allowances first.</source>
      <translation>La configuration actuelle n'est pas achetée : supprimez d'abord le financement et les déductions pour investissement de cette option.</translation>
    </message>
    <message>
      <source>a rental is a sized candidate: switch renting off first</source>
      <translation>une location est dimensionnée sur le travail : désactivez d'abord la location</translation>
    </message>
    <message>
      <source>{w} W ({p}): outside {low}–{high} W</source>
      <translation>{w} W ({p}) : hors de la plage {low}–{high} W</translation>
    </message>
    <message>
      <source>Power cap: {why}</source>
      <translation>Limitation de puissance : {why}</translation>
    </message>
    <message>
      <source>Cap curve: {why}</source>
      <translation>Courbe de limitation : {why}</translation>
    </message>
    <message>
      <source>Extra line</source>
      <translation>Ligne supplémentaire</translation>
    </message>
    <message>
      <source>Bill of materials: extra lines</source>
      <translation>Liste du matériel : lignes supplémentaires</translation>
    </message>
    <message>
      <source>One-off lines in the capex, per server (times the servers) or for the option; optional lines are offered in the PDF but stay out of the total.</source>
      <translation>Lignes uniques dans l'investissement, par serveur (multipliées par le nombre de serveurs) ou pour l'option; les lignes en option figurent dans le PDF comme offre, mais restent hors du total.</translation>
    </message>
    <message>
      <source>Add line</source>
      <translation>Ajouter une ligne</translation>
    </message>
    <message>
      <source>Remove line</source>
      <translation>Supprimer la ligne</translation>
    </message>
    <message>
      <source>The baseline is not bought: it has no extra lines.</source>
      <translation>La configuration actuelle n'est pas achetée : elle n'a pas de lignes supplémentaires.</translation>
    </message>
    <message>
      <source>A rental is not bought: its one-off costs are the migration and the upfront fee.</source>
      <translation>Une location n'est pas achetée : ses coûts uniques sont la migration et les frais initiaux.</translation>
    </message>
    <message>
      <source>the catalogue has no server with a GPU, PSU and cooling that fit this workload</source>
      <translation>le catalogue ne contient aucun serveur avec un GPU, une alimentation et un refroidissement adaptés à cette charge de travail</translation>
    </message>
    <message>
      <source>GPUs per server changed from {old} to {new}: this server takes {counts}.</source>
      <translation>GPU par serveur modifié de {old} à {new} : ce serveur accepte {counts}.</translation>
    </message>
    <message>
      <source>{server} does not take the {old}: GPU changed to {new}.</source>
      <translation>{server} n'accepte pas le {old} : GPU remplacé par {new}.</translation>
    </message>
    <message>
      <source>Cooling changed to {cooling}.</source>
      <translation>Refroidissement remplacé par {cooling}.</translation>
    </message>
    <message>
      <source>automatic (best accepted)</source>
      <translation>automatique (le meilleur accepté)</translation>
    </message>
    <message>
      <source>State it on the Catalogue page, in the column "throughput format" of the class.</source>
      <translation>Indiquez-le sur la page Catalogue, dans la colonne « format du débit » de la classe.</translation>
    </message>
    <message>
      <source>Default for a new purchased option: N+0, because the current configuration runs one server.</source>
      <translation>Par défaut pour une nouvelle option achetée : N+0, car la configuration actuelle compte un seul serveur.</translation>
    </message>
    <message>
      <source>Reserve</source>
      <translation>Redondance</translation>
    </message>
    <message>
      <source>Default for a new purchased option: N+1, because the current configuration runs {n} servers; a production fleet is not replaced by a single point of failure.</source>
      <translation>Par défaut pour une nouvelle option achetée : N+1, car la configuration actuelle compte {n} serveurs; un parc de production n'est pas remplacé par un point de défaillance unique.</translation>
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation>Redondance N +</translation>
    </message>
    <message>
      <source>Minimum servers</source>
      <translation>Nombre minimal de serveurs</translation>
    </message>
    <message>
      <source>A rental has no reserve of its own unless set here: the provider's covers it.</source>
      <translation>Une location n'a pas de redondance propre, sauf si elle est définie ici : celle du prestataire la couvre.</translation>
    </message>
    <message>
      <source>the quote's: N+{r}</source>
      <translation>celle de l'offre : N+{r}</translation>
    </message>
    <message>
      <source>the quote's: {n}</source>
      <translation>celui de l'offre : {n}</translation>
    </message>
    <message>
      <source>Warranty and tax allowances</source>
      <translation>Garantie et déductions pour investissement</translation>
    </message>
    <message>
      <source>Warranty [years]</source>
      <translation>Garantie [années]</translation>
    </message>
    <message>
      <source>Eligibility confirmed</source>
      <translation>Éligibilité confirmée</translation>
    </message>
    <message>
      <source>Maintenance: the amount or rate under Costs, every year.</source>
      <translation>Maintenance : le montant ou le taux indiqué sous Coûts, chaque année.</translation>
    </message>
    <message>
      <source>the server's: {years}</source>
      <translation>celle du serveur : {years}</translation>
    </message>
    <message>
      <source>Maintenance: none given (0 is used; flagged while the baseline pays maintenance).</source>
      <translation>Maintenance : non indiquée (0 est utilisé; signalé tant que la configuration actuelle paie une maintenance).</translation>
    </message>
    <message>
      <source>Maintenance: {rate} of the list capex a year after the warranty (the server's support rate, an assumption).</source>
      <translation>Maintenance : {rate} de l'investissement au prix catalogue par an après la garantie (le taux de support du serveur, une hypothèse).</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Ajouter</translation>
    </message>
    <message>
      <source>Duplicate</source>
      <translation>Dupliquer</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Supprimer</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Monter</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Descendre</translation>
    </message>
    <message>
      <source>Suggest…</source>
      <translation>Suggérer…</translation>
    </message>
    <message>
      <source>Custom server…</source>
      <translation>Serveur personnalisé…</translation>
    </message>
    <message>
      <source>option</source>
      <translation>option</translation>
    </message>
  </context>
  <context>
    <name>PriceList</name>
    <message>
      <source>SKU / part number</source>
      <translation>Réf. article / n° de pièce</translation>
    </message>
    <message>
      <source>Description</source>
      <translation>Description</translation>
    </message>
    <message>
      <source>Price (EUR excl. VAT)</source>
      <translation>Prix (EUR hors TVA)</translation>
    </message>
    <message>
      <source>Currency</source>
      <translation>Devise</translation>
    </message>
    <message>
      <source>Price date</source>
      <translation>Date du prix</translation>
    </message>
    <message>
      <source>Valid until</source>
      <translation>Valable jusqu'au</translation>
    </message>
    <message>
      <source>Import price list</source>
      <translation>Importer une liste de prix</translation>
    </message>
    <message>
      <source>Price list (*.csv *.txt *.xlsx)</source>
      <translation>Liste de prix (*.csv *.txt *.xlsx)</translation>
    </message>
    <message>
      <source>from the list (dd-mm-yyyy)</source>
      <translation>de la liste (jj/mm/aaaa)</translation>
    </message>
    <message>
      <source>30 days after the list's date</source>
      <translation>30 jours après la date de la liste</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Date of the list</source>
      <translation>Date de la liste</translation>
    </message>
    <message>
      <source>Prices valid until</source>
      <translation>Prix valables jusqu'au</translation>
    </message>
    <message>
      <source>Read again</source>
      <translation>Relire</translation>
    </message>
    <message>
      <source>(found by content)</source>
      <translation>(détecté d'après le contenu)</translation>
    </message>
    <message>
      <source>Row</source>
      <translation>Ligne</translation>
    </message>
    <message>
      <source>Catalogue entry</source>
      <translation>Élément du catalogue</translation>
    </message>
    <message>
      <source>Price</source>
      <translation>Prix</translation>
    </message>
    <message>
      <source>SKU</source>
      <translation>Réf. article</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>Texte</translation>
    </message>
    <message>
      <source>Why not imported</source>
      <translation>Motif de non-importation</translation>
    </message>
    <message>
      <source>Imported rows</source>
      <translation>Lignes importées</translation>
    </message>
    <message>
      <source>Rows not imported</source>
      <translation>Lignes non importées</translation>
    </message>
    <message>
      <source>Price list {name}</source>
      <translation>Liste de prix {name}</translation>
    </message>
    <message>
      <source>Columns: {columns}.</source>
      <translation>Colonnes : {columns}.</translation>
    </message>
    <message>
      <source>{matched} of {total} rows imported; list of {date}, prices valid until {until}.</source>
      <translation>{matched} lignes sur {total} importées; liste du {date}, prix valables jusqu'au {until}.</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Voir dans :</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Fichiers de &amp;type :</translation>
    </message>
  </context>
  <context>
    <name>Quote</name>
    <message>
      <source>Energy price without the banded tax [per kWh]</source>
      <translation>Prix de l'énergie hors accise par tranches [par kWh]</translation>
    </message>
    <message>
      <source>Rest of the site's consumption [kWh/year]</source>
      <translation>Reste de la consommation du site [kWh/an]</translation>
    </message>
    <message>
      <source>Energy tax escalation per year</source>
      <translation>Hausse annuelle de l'accise</translation>
    </message>
    <message>
      <source>Grid capacity charge [per kW a month]</source>
      <translation>Tarif capacitaire du réseau [par kW et par mois]</translation>
    </message>
    <message>
      <source>Capacity charge escalation per year</source>
      <translation>Hausse annuelle du tarif capacitaire</translation>
    </message>
    <message>
      <source>From [kWh/year]</source>
      <translation>De [kWh/an]</translation>
    </message>
    <message>
      <source>To [kWh/year]</source>
      <translation>À [kWh/an]</translation>
    </message>
    <message>
      <source>Tax [per kWh]</source>
      <translation>Accise [par kWh]</translation>
    </message>
    <message>
      <source>Add a band</source>
      <translation>Ajouter une tranche</translation>
    </message>
    <message>
      <source>Remove this band</source>
      <translation>Supprimer cette tranche</translation>
    </message>
    <message>
      <source>Energy bill in components (off: the all-in price)</source>
      <translation>Facture d'énergie par composantes (désactivé : le prix tout compris)</translation>
    </message>
    <message>
      <source>The energy price escalates with the site's price escalation.</source>
      <translation>Le prix de l'énergie suit la hausse annuelle des prix du site.</translation>
    </message>
    <message>
      <source>where the rates come from, dated</source>
      <translation>provenance des tarifs, avec date</translation>
    </message>
    <message>
      <source>choose a preset…</source>
      <translation>choisissez un préréglage…</translation>
    </message>
    <message>
      <source>Preset by region</source>
      <translation>Préréglage par région</translation>
    </message>
    <message>
      <source>&lt;b&gt;Energy tax by consumption band&lt;/b&gt;</source>
      <translation>&lt;b&gt;Accise par tranche de consommation&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Source of the rates</source>
      <translation>Source des tarifs</translation>
    </message>
    <message>
      <source>no upper limit</source>
      <translation>pas de limite supérieure</translation>
    </message>
    <message>
      <source>band {n}: the upper limit must be above its lower limit</source>
      <translation>tranche {n} : la limite supérieure doit dépasser la limite inférieure</translation>
    </message>
    <message>
      <source>band {n} starts inside the band before it</source>
      <translation>la tranche {n} commence à l'intérieur de la tranche précédente</translation>
    </message>
    <message>
      <source>band {n}: only the last band may have no upper limit</source>
      <translation>tranche {n} : seule la dernière tranche peut être sans limite supérieure</translation>
    </message>
    <message>
      <source>{name} ({year}), {confidence}: {note} Source: {source}</source>
      <translation>{name} ({year}), {confidence} : {note} Source : {source}</translation>
    </message>
    <message>
      <source>Energy price [per kWh, excl. VAT]</source>
      <translation>Prix de l'énergie [par kWh, hors TVA]</translation>
    </message>
    <message>
      <source>Price escalation per year</source>
      <translation>Hausse annuelle des prix</translation>
    </message>
    <message>
      <source>Carbon intensity [kg CO₂/kWh]</source>
      <translation>Intensité carbone [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>Green contract, market-based [kg CO₂/kWh]</source>
      <translation>Contrat vert, méthode du marché [kg CO₂/kWh]</translation>
    </message>
    <message>
      <source>Powered hours per year</source>
      <translation>Heures de fonctionnement par an</translation>
    </message>
    <message>
      <source>Horizon [years]</source>
      <translation>Horizon [années]</translation>
    </message>
    <message>
      <source>Discount rate</source>
      <translation>Taux d'actualisation</translation>
    </message>
    <message>
      <source>Site air PUE</source>
      <translation>PUE du site (refroidissement par air)</translation>
    </message>
    <message>
      <source>Facility power budget [kW]</source>
      <translation>Budget de puissance du site [kW]</translation>
    </message>
    <message>
      <source>Rack power limit [kW]</source>
      <translation>Limite de puissance par rack [kW]</translation>
    </message>
    <message>
      <source>Replacement due anyway (capex)</source>
      <translation>Remplacement nécessaire de toute façon (investissement)</translation>
    </message>
    <message>
      <source>Resale of the current hardware now</source>
      <translation>Revente immédiate du matériel actuel</translation>
    </message>
    <message>
      <source>Its residual value at the horizon</source>
      <translation>Sa valeur résiduelle à l'horizon</translation>
    </message>
    <message>
      <source>Embodied CO₂ of the replacement [kg]</source>
      <translation>CO₂ de fabrication du remplacement [kg]</translation>
    </message>
    <message>
      <source>Customer</source>
      <translation>Client</translation>
    </message>
    <message>
      <source>Contact</source>
      <translation>Personne de contact</translation>
    </message>
    <message>
      <source>Reference</source>
      <translation>Référence</translation>
    </message>
    <message>
      <source>Quote number</source>
      <translation>Numéro d'offre</translation>
    </message>
    <message>
      <source>Payment terms</source>
      <translation>Conditions de paiement</translation>
    </message>
    <message>
      <source>Delivery terms</source>
      <translation>Conditions de livraison</translation>
    </message>
    <message>
      <source>all up front (a sized baseline: staged)</source>
      <translation>tout au départ (configuration actuelle dimensionnée : échelonné)</translation>
    </message>
    <message>
      <source>all up front</source>
      <translation>tout au départ</translation>
    </message>
    <message>
      <source>staged</source>
      <translation>échelonné</translation>
    </message>
    <message>
      <source>Commercial terms</source>
      <translation>Conditions commerciales</translation>
    </message>
    <message>
      <source>days</source>
      <translation>jours</translation>
    </message>
    <message>
      <source>Site assumptions</source>
      <translation>Hypothèses du site</translation>
    </message>
    <message>
      <source>Market-based: the region's residual mix (no green contract)</source>
      <translation>Méthode du marché : le mix résiduel de la région (pas de contrat vert)</translation>
    </message>
    <message>
      <source>Current configuration: replacement and residual value</source>
      <translation>Configuration actuelle : remplacement et valeur résiduelle</translation>
    </message>
    <message>
      <source>The embodied CO₂ counts only with a replacement due anyway; otherwise the current hardware's is sunk.</source>
      <translation>Le CO₂ de fabrication n'est compté qu'en cas de remplacement nécessaire de toute façon; sinon, celui du matériel actuel est déjà émis.</translation>
    </message>
    <message>
      <source>Workload</source>
      <translation>Charge de travail</translation>
    </message>
    <message>
      <source>from the baseline</source>
      <translation>d'après la configuration actuelle</translation>
    </message>
    <message>
      <source>Demand [{unit}/s]</source>
      <translation>Demande [{unit}/s]</translation>
    </message>
    <message>
      <source>The number formats the customer accepts for the model; each option runs at the best of them its GPU has a throughput for, where one instance fits.</source>
      <translation>Les formats numériques que le client accepte pour le modèle; chaque option fonctionne dans le meilleur d'entre eux pour lequel son GPU a un débit et où une instance tient.</translation>
    </message>
    <message>
      <source>Quote date</source>
      <translation>Date de l'offre</translation>
    </message>
    <message>
      <source>Valid for</source>
      <translation>Valable pendant</translation>
    </message>
    <message>
      <source>Revision</source>
      <translation>Révision</translation>
    </message>
    <message>
      <source>Currency</source>
      <translation>Devise</translation>
    </message>
    <message>
      <source>VAT rate (on prices, not in the TCO)</source>
      <translation>Taux de TVA (sur les prix, pas dans le TCO)</translation>
    </message>
    <message>
      <source>Region</source>
      <translation>Région</translation>
    </message>
    <message>
      <source>Workload class</source>
      <translation>Classe de charge de travail</translation>
    </message>
    <message>
      <source>Utilization ceiling u_max</source>
      <translation>Taux d'utilisation maximal u_max</translation>
    </message>
    <message>
      <source>Accepted number formats</source>
      <translation>Formats numériques acceptés</translation>
    </message>
    <message>
      <source>Demand growth [%/year]</source>
      <translation>Croissance de la demande [%/an]</translation>
    </message>
    <message>
      <source>Purchase plan</source>
      <translation>Plan d'achat</translation>
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation>Redondance N +</translation>
    </message>
    <message>
      <source>Minimum servers</source>
      <translation>Nombre minimal de serveurs</translation>
    </message>
    <message>
      <source>Every sized option gets N + this many servers unless it sets its own.</source>
      <translation>Chaque option dimensionnée reçoit N + ce nombre de serveurs, sauf si elle fixe sa propre valeur.</translation>
    </message>
    <message>
      <source>empty: the usual terms</source>
      <translation>vide : les conditions habituelles</translation>
    </message>
    <message>
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <source>Day price [per kWh]</source>
      <translation>Tarif de jour [par kWh]</translation>
    </message>
    <message>
      <source>Night price [per kWh]</source>
      <translation>Tarif de nuit [par kWh]</translation>
    </message>
    <message>
      <source>Night hours per day</source>
      <translation>Heures de nuit par jour</translation>
    </message>
    <message>
      <source>Work that may move to the night</source>
      <translation>Travail pouvant être reporté la nuit</translation>
    </message>
    <message>
      <source>Time-of-use tariff</source>
      <translation>Tarif jour/nuit</translation>
    </message>
    <message>
      <source>Tax allowances (off: none)</source>
      <translation>Déductions pour investissement (désactivé : aucune)</translation>
    </message>
    <message>
      <source>Profit tax preset</source>
      <translation>Préréglage de l'impôt sur les bénéfices</translation>
    </message>
    <message>
      <source>Profit tax rate</source>
      <translation>Taux de l'impôt sur les bénéfices</translation>
    </message>
    <message>
      <source>Other investments of the year</source>
      <translation>Autres investissements de l'année</translation>
    </message>
    <message>
      <source>Add an allowance</source>
      <translation>Ajouter une déduction</translation>
    </message>
    <message>
      <source>Confirm per option, in the option editor, that the equipment qualifies.</source>
      <translation>Confirmez par option, dans l'éditeur d'option, que l'équipement est éligible.</translation>
    </message>
    <message>
      <source>eligible share of the option's capex</source>
      <translation>part éligible de l'investissement de l'option</translation>
    </message>
    <message>
      <source>Remove this allowance</source>
      <translation>Supprimer cette déduction</translation>
    </message>
  </context>
  <context>
    <name>Results</name>
    <message>
      <source>servers</source>
      <translation>serveurs</translation>
    </message>
    <message>
      <source>utilization [%]</source>
      <translation>taux d'utilisation [%]</translation>
    </message>
    <message>
      <source>Servers and utilization by year</source>
      <translation>Serveurs et taux d'utilisation par année</translation>
    </message>
    <message>
      <source>utilization ceiling ({u})</source>
      <translation>taux d'utilisation maximal ({u})</translation>
    </message>
    <message>
      <source>year {y}</source>
      <translation>année {y}</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Serveurs</translation>
    </message>
    <message>
      <source>Utilization</source>
      <translation>Taux d'utilisation</translation>
    </message>
    <message>
      <source>Number format</source>
      <translation>Format numérique</translation>
    </message>
    <message>
      <source>Wall power per server [W]</source>
      <translation>Puissance par serveur à la prise [W]</translation>
    </message>
    <message>
      <source>Wall power, all servers [kW]</source>
      <translation>Puissance à la prise, tous serveurs [kW]</translation>
    </message>
    <message>
      <source>Energy [kWh/year]</source>
      <translation>Énergie [kWh/an]</translation>
    </message>
    <message>
      <source>of which facility overhead [kWh/year]</source>
      <translation>dont infrastructure du site [kWh/an]</translation>
    </message>
    <message>
      <source>Energy cost, year 1</source>
      <translation>Coût de l'énergie, année 1</translation>
    </message>
    <message>
      <source>Share of the energy at night (day/night tariff)</source>
      <translation>Part de l'énergie consommée la nuit (tarif jour/nuit)</translation>
    </message>
    <message>
      <source>of which energy tax, year 1</source>
      <translation>dont accise, année 1</translation>
    </message>
    <message>
      <source>of which grid capacity charge, year 1</source>
      <translation>dont tarif capacitaire du réseau, année 1</translation>
    </message>
    <message>
      <source>Rented GPU-hours billed [h/year]</source>
      <translation>Heures GPU louées facturées [h/an]</translation>
    </message>
    <message>
      <source>CO₂ [kg/year]</source>
      <translation>CO₂ [kg/an]</translation>
    </message>
    <message>
      <source>CO₂, market-based (contract) [kg/year]</source>
      <translation>CO₂, méthode du marché (contrat) [kg/an]</translation>
    </message>
    <message>
      <source>Embodied CO₂ of the hardware [kg]</source>
      <translation>CO₂ de fabrication du matériel [kg]</translation>
    </message>
    <message>
      <source>CO₂ over the horizon, embodied included [kg]</source>
      <translation>CO₂ sur l'horizon, fabrication comprise [kg]</translation>
    </message>
    <message>
      <source>Carbon payback of the hardware</source>
      <translation>Délai de récupération carbone du matériel</translation>
    </message>
    <message>
      <source>Capex</source>
      <translation>Investissement</translation>
    </message>
    <message>
      <source>Paid at the start (the financed part monthly)</source>
      <translation>Payé au départ (la part financée mensuellement)</translation>
    </message>
    <message>
      <source>Monthly loan payment</source>
      <translation>Mensualité du prêt</translation>
    </message>
    <message>
      <source>Residual value at the horizon</source>
      <translation>Valeur résiduelle à l'horizon</translation>
    </message>
    <message>
      <source>Maintenance a year after the warranty</source>
      <translation>Maintenance par an après la garantie</translation>
    </message>
    <message>
      <source>Tax benefit of the allowances (end of year 1)</source>
      <translation>Avantage fiscal des déductions pour investissement (fin de l'année 1)</translation>
    </message>
    <message>
      <source>TCO over the horizon</source>
      <translation>TCO sur l'horizon</translation>
    </message>
    <message>
      <source>Payback, simple (first-year saving)</source>
      <translation>Délai de récupération simple (économie de la première année)</translation>
    </message>
    <message>
      <source>Payback, cumulative (escalated, discounted)</source>
      <translation>Délai de récupération actualisé (cumulé, avec hausse des prix)</translation>
    </message>
    <message>
      <source>NPV of switching</source>
      <translation>VAN du changement</translation>
    </message>
    <message>
      <source>Energy [kWh per 10⁶ {unit}]</source>
      <translation>Énergie [kWh par 10⁶ {unit}]</translation>
    </message>
    <message>
      <source>Cost per 10⁶ {unit}</source>
      <translation>Coût par 10⁶ {unit}</translation>
    </message>
    <message>
      <source>Peak power per server [W]</source>
      <translation>Puissance de pointe par serveur [W]</translation>
    </message>
    <message>
      <source>Peak power, all servers [kW]</source>
      <translation>Puissance de pointe, tous serveurs [kW]</translation>
    </message>
    <message>
      <source>Current per feed, 230 V single-phase [A]</source>
      <translation>Courant par arrivée, 230 V monophasé [A]</translation>
    </message>
    <message>
      <source>Current per phase, 400 V three-phase feed [A]</source>
      <translation>Courant par phase, 400 V triphasé [A]</translation>
    </message>
    <message>
      <source>Heat at peak, all servers [kW]</source>
      <translation>Dégagement de chaleur en pointe, tous serveurs [kW]</translation>
    </message>
    <message>
      <source>Heat at peak, all servers [BTU/h]</source>
      <translation>Dégagement de chaleur en pointe, tous serveurs [BTU/h]</translation>
    </message>
    <message>
      <source>Servers per rack (rack limit)</source>
      <translation>Serveurs par rack (limite par rack)</translation>
    </message>
    <message>
      <source>Racks needed</source>
      <translation>Racks nécessaires</translation>
    </message>
    <message>
      <source>Servers the power budget holds</source>
      <translation>Serveurs dans le budget de puissance</translation>
    </message>
    <message>
      <source>PSU headroom at peak</source>
      <translation>Marge des alimentations en pointe</translation>
    </message>
    <message>
      <source>Best of the options</source>
      <translation>Meilleure des options</translation>
    </message>
    <message>
      <source>invalid</source>
      <translation>non valable</translation>
    </message>
    <message>
      <source> (baseline)</source>
      <translation> (configuration actuelle)</translation>
    </message>
    <message>
      <source>utilization</source>
      <translation>taux d'utilisation</translation>
    </message>
    <message>
      <source>servers bought at the start of the year</source>
      <translation>serveurs achetés au début de l'année</translation>
    </message>
    <message>
      <source>capex paid at the start of the year</source>
      <translation>investissement payé au début de l'année</translation>
    </message>
    <message>
      <source>opex</source>
      <translation>coûts d'exploitation</translation>
    </message>
    <message>
      <source>saving against the baseline</source>
      <translation>économie par rapport à la configuration actuelle</translation>
    </message>
    <message>
      <source>Demand [{unit}/s]</source>
      <translation>Demande [{unit}/s]</translation>
    </message>
    <message>
      <source>Per year: table</source>
      <translation>Par année : tableau</translation>
    </message>
    <message>
      <source>Per year: chart</source>
      <translation>Par année : graphique</translation>
    </message>
    <message>
      <source>untitled quote</source>
      <translation>offre sans titre</translation>
    </message>
    <message>
      <source>&lt;b&gt;Why this number&lt;/b&gt; — select a cell</source>
      <translation>&lt;b&gt;Pourquoi ce chiffre&lt;/b&gt; — sélectionnez une cellule</translation>
    </message>
    <message>
      <source>Quote not updated</source>
      <translation>Offre non mise à jour</translation>
    </message>
    <message>
      <source>No results: the quote could not be computed (see the log).</source>
      <translation>Aucun résultat : l'offre n'a pas pu être calculée (voir le journal).</translation>
    </message>
    <message>
      <source>&lt;p&gt;Reading the quote…&lt;/p&gt;</source>
      <translation>&lt;p&gt;Lecture de l'offre…&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Select a result to see how it was computed: the formulas of the method, the inputs and where each came from.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Sélectionnez un résultat pour voir comment il a été calculé : les formules de la méthode, les données d'entrée et la source de chacune.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>{quote} — {workload}; {options}, horizon {years}. Best values are marked green.</source>
      <translation>{quote} — {workload}; {options}, horizon {years}. Les meilleures valeurs sont marquées en vert.</translation>
    </message>
    <message>
      <source>option</source>
      <translation>option</translation>
    </message>
    <message>
      <source>options</source>
      <translation>options</translation>
    </message>
    <message>
      <source>year</source>
      <translation>an</translation>
    </message>
    <message>
      <source>years</source>
      <translation>ans</translation>
    </message>
    <message>
      <source>Please check</source>
      <translation>À vérifier</translation>
    </message>
    <message>
      <source>Dismiss</source>
      <translation>Ignorer</translation>
    </message>
  </context>
  <context>
    <name>SellerForm</name>
    <message>
      <source>Company</source>
      <translation>Entreprise</translation>
    </message>
    <message>
      <source>KvK number</source>
      <translation>Numéro KvK</translation>
    </message>
    <message>
      <source>Company number (BCE/KBO)</source>
      <translation>Numéro d'entreprise (BCE)</translation>
    </message>
    <message>
      <source>Register and court (RPM/RPR)</source>
      <translation>Registre et tribunal (RPM/RPR)</translation>
    </message>
    <message>
      <source>VAT number</source>
      <translation>Numéro de TVA</translation>
    </message>
    <message>
      <source>IBAN</source>
      <translation>IBAN</translation>
    </message>
    <message>
      <source>Contact person</source>
      <translation>Personne de contact</translation>
    </message>
    <message>
      <source>Phone</source>
      <translation>Téléphone</translation>
    </message>
    <message>
      <source>E-mail</source>
      <translation>E-mail</translation>
    </message>
    <message>
      <source>Website</source>
      <translation>Site web</translation>
    </message>
    <message>
      <source>General terms (name)</source>
      <translation>Conditions générales (nom)</translation>
    </message>
    <message>
      <source>Seller profile</source>
      <translation>Profil du fournisseur</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Profil</translation>
    </message>
    <message>
      <source>street and number, postcode and town (one per line)</source>
      <translation>rue et numéro, code postal et localité (un par ligne)</translation>
    </message>
    <message>
      <source>Address</source>
      <translation>Adresse</translation>
    </message>
    <message>
      <source>Country</source>
      <translation>Pays</translation>
    </message>
    <message>
      <source>e.g. RPM Bruxelles</source>
      <translation>p. ex. RPM Bruxelles</translation>
    </message>
    <message>
      <source>e.g. NLdigital Terms 2025, filed with the KvK</source>
      <translation>p. ex. Conditions générales de vente 2025</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>Choisir…</translation>
    </message>
    <message>
      <source>Logo (PNG or JPEG)</source>
      <translation>Logo (PNG ou JPEG)</translation>
    </message>
    <message>
      <source>Save profile</source>
      <translation>Enregistrer le profil</translation>
    </message>
    <message>
      <source>Delete profile</source>
      <translation>Supprimer le profil</translation>
    </message>
    <message>
      <source>new profile</source>
      <translation>nouveau profil</translation>
    </message>
    <message>
      <source>Choose a logo</source>
      <translation>Choisissez un logo</translation>
    </message>
    <message>
      <source>Images (*.png *.jpg *.jpeg)</source>
      <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
      <source>from the numbers</source>
      <translation>d'après les numéros</translation>
    </message>
    <message>
      <source>Netherlands</source>
      <translation>Pays-Bas</translation>
    </message>
    <message>
      <source>Belgium</source>
      <translation>Belgique</translation>
    </message>
    <message>
      <source>Saved as {file}.</source>
      <translation>Enregistré sous {file}.</translation>
    </message>
    <message>
      <source>The address has more than {n} lines.</source>
      <translation>L'adresse compte plus de {n} lignes.</translation>
    </message>
    <message>
      <source>Profile {name} deleted.</source>
      <translation>Profil {name} supprimé.</translation>
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
      <translation>Configuration</translation>
    </message>
    <message>
      <source>Number
format</source>
      <translation>Format
numérique</translation>
    </message>
    <message>
      <source>Servers</source>
      <translation>Serveurs</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Racks</translation>
    </message>
    <message>
      <source>Capex</source>
      <translation>Investissement</translation>
    </message>
    <message>
      <source>TCO</source>
      <translation>TCO</translation>
    </message>
    <message>
      <source>NPV</source>
      <translation>VAN</translation>
    </message>
    <message>
      <source>Payback
simple</source>
      <translation>Récupération
simple</translation>
    </message>
    <message>
      <source>Payback
cumulative</source>
      <translation>Récupération
actualisée</translation>
    </message>
    <message>
      <source>MWh
a year</source>
      <translation>MWh
par an</translation>
    </message>
    <message>
      <source>t CO2
a year</source>
      <translation>t CO₂
par an</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Pourquoi</translation>
    </message>
    <message>
      <source>highest NPV</source>
      <translation>VAN la plus élevée</translation>
    </message>
    <message>
      <source>lowest TCO</source>
      <translation>TCO le plus bas</translation>
    </message>
    <message>
      <source>lowest energy use</source>
      <translation>consommation d'énergie la plus basse</translation>
    </message>
    <message>
      <source>lowest CO2 emissions</source>
      <translation>émissions de CO₂ les plus basses</translation>
    </message>
    <message>
      <source>lowest capex</source>
      <translation>investissement le plus bas</translation>
    </message>
    <message>
      <source>lowest CO2 over the horizon, embodied included</source>
      <translation>CO₂ le plus bas sur l'horizon, fabrication comprise</translation>
    </message>
    <message>
      <source>best of both</source>
      <translation>meilleur des deux</translation>
    </message>
    <message>
      <source>all up front</source>
      <translation>tout au départ</translation>
    </message>
    <message>
      <source>staged</source>
      <translation>échelonné</translation>
    </message>
    <message>
      <source>Suggest a build</source>
      <translation>Suggérer une configuration</translation>
    </message>
    <message>
      <source>Every catalogue server with each GPU, count, PSU fit, cooling and power setting it takes, sized to this quote's work with its redundancy; builds that break a limit are left out.</source>
      <translation>Chaque serveur du catalogue avec chaque GPU, nombre, agencement d'alimentations, refroidissement et réglage de puissance qu'il accepte, dimensionné pour le travail de cette offre avec sa redondance; les configurations qui dépassent une limite sont écartées.</translation>
    </message>
    <message>
      <source>no limit</source>
      <translation>aucune limite</translation>
    </message>
    <message>
      <source>include announced hardware</source>
      <translation>inclure le matériel annoncé</translation>
    </message>
    <message>
      <source>Search</source>
      <translation>Rechercher</translation>
    </message>
    <message>
      <source>Purchase plan</source>
      <translation>Plan d'achat</translation>
    </message>
    <message>
      <source>Add as option</source>
      <translation>Ajouter comme option</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>default</source>
      <translation>par défaut</translation>
    </message>
    <message>
      <source>{plan}: servers {fleet} by year</source>
      <translation>{plan} : serveurs par année {fleet}</translation>
    </message>
    <message>
      <source>Rank by</source>
      <translation>Classer par</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>Afficher</translation>
    </message>
    <message>
      <source>Max. capex</source>
      <translation>Investissement max.</translation>
    </message>
    <message>
      <source>Max. racks</source>
      <translation>Racks max.</translation>
    </message>
    <message>
      <source>Accepted number formats</source>
      <translation>Formats numériques acceptés</translation>
    </message>
    <message>
      <source>Redundancy N +</source>
      <translation>Redondance N +</translation>
    </message>
    <message>
      <source>Minimum servers</source>
      <translation>Nombre minimal de serveurs</translation>
    </message>
    <message>
      <source>the quote's: {n}</source>
      <translation>celui de l'offre : {n}</translation>
    </message>
    <message>
      <source>Searched {searched} builds; {valid} fit the quote and its limits.</source>
      <translation>{searched} configurations examinées; {valid} conviennent à l'offre et à ses limites.</translation>
    </message>
    <message>
      <source>No build fits: relax a limit.</source>
      <translation>Aucune configuration ne convient : assouplissez une limite.</translation>
    </message>
    <message>
      <source>Added the option “{label}”.</source>
      <translation>L'option « {label} » a été ajoutée.</translation>
    </message>
  </context>
  <context>
    <name>Telemetry</name>
    <message>
      <source>GPU model</source>
      <translation>Modèle de GPU</translation>
    </message>
    <message>
      <source>host</source>
      <translation>hôte</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>energy kWh</source>
      <translation>énergie kWh</translation>
    </message>
    <message>
      <source>mean W</source>
      <translation>moy. W</translation>
    </message>
    <message>
      <source>p95 W</source>
      <translation>p95 W</translation>
    </message>
    <message>
      <source>mean utilization</source>
      <translation>taux d'utilisation moy.</translation>
    </message>
    <message>
      <source>idle W</source>
      <translation>repos W</translation>
    </message>
    <message>
      <source>full W</source>
      <translation>pleine charge W</translation>
    </message>
    <message>
      <source>gaps</source>
      <translation>lacunes</translation>
    </message>
    <message>
      <source>catalogue GPU</source>
      <translation>GPU du catalogue</translation>
    </message>
    <message>
      <source>No authentication</source>
      <translation>Aucune authentification</translation>
    </message>
    <message>
      <source>Bearer token</source>
      <translation>Jeton bearer</translation>
    </message>
    <message>
      <source>User and password</source>
      <translation>Utilisateur et mot de passe</translation>
    </message>
    <message>
      <source>Fleet telemetry (Prometheus, dcgm-exporter)</source>
      <translation>Télémétrie du parc GPU (Prometheus, dcgm-exporter)</translation>
    </message>
    <message>
      <source>CA file…</source>
      <translation>Fichier CA…</translation>
    </message>
    <message>
      <source>Remember in the OS keyring</source>
      <translation>Mémoriser dans le trousseau du système d'exploitation</translation>
    </message>
    <message>
      <source>Import from Prometheus</source>
      <translation>Importer depuis Prometheus</translation>
    </message>
    <message>
      <source>Open export…</source>
      <translation>Ouvrir un export…</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Use as fleet baseline</source>
      <translation>Utiliser comme configuration actuelle (parc GPU)</translation>
    </message>
    <message>
      <source>CA certificate</source>
      <translation>Certificat CA</translation>
    </message>
    <message>
      <source>PEM (*.pem *.crt *.cer);;All files (*)</source>
      <translation>PEM (*.pem *.crt *.cer);;Tous les fichiers (*)</translation>
    </message>
    <message>
      <source>Importing…</source>
      <translation>Importation…</translation>
    </message>
    <message>
      <source>Import cancelled; nothing was imported.</source>
      <translation>Importation annulée; rien n'a été importé.</translation>
    </message>
    <message>
      <source>Prometheus URL:</source>
      <translation>URL Prometheus :</translation>
    </message>
    <message>
      <source>Label filter:</source>
      <translation>Filtre de labels :</translation>
    </message>
    <message>
      <source>From:</source>
      <translation>De :</translation>
    </message>
    <message>
      <source>To:</source>
      <translation>À :</translation>
    </message>
    <message>
      <source>Authentication:</source>
      <translation>Authentification :</translation>
    </message>
    <message>
      <source>User or token:</source>
      <translation>Utilisateur ou jeton :</translation>
    </message>
    <message>
      <source>Password:</source>
      <translation>Mot de passe :</translation>
    </message>
    <message>
      <source>CA certificate:</source>
      <translation>Certificat CA :</translation>
    </message>
    <message>
      <source>Open a Prometheus export</source>
      <translation>Ouvrir un export Prometheus</translation>
    </message>
    <message>
      <source>JSON (*.json);;All files (*)</source>
      <translation>JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
      <source>Night share of the fleet's energy ({start}:00, {hours} h): {share} (an even spread gives {even}).</source>
      <translation>Part nocturne de l'énergie du parc GPU ({start}:00, {hours} h) : {share} (une répartition uniforme donne {even}).</translation>
    </message>
    <message>
      <source>Use the Prometheus fleet as the baseline</source>
      <translation>Utiliser le parc GPU Prometheus comme configuration actuelle</translation>
    </message>
    <message>
      <source>{option} now computes with {servers} × {gpus} at {u} utilization (Undo takes it back).</source>
      <translation>{option} calcule désormais avec {servers} × {gpus} à un taux d'utilisation de {u} (« Annuler » revient en arrière).</translation>
    </message>
    <message>
      <source>Under a day/night tariff its night share is the one measured over the day.</source>
      <translation>Avec un tarif jour/nuit, sa part nocturne est celle mesurée sur la journée.</translation>
    </message>
    <message>
      <source>{gpus} in {groups} imported</source>
      <translation>Importation : {gpus} dans {groups}</translation>
    </message>
    <message>
      <source>server</source>
      <translation>serveur</translation>
    </message>
    <message>
      <source>servers</source>
      <translation>serveurs</translation>
    </message>
    <message>
      <source>measured GPU</source>
      <translation>GPU mesuré</translation>
    </message>
    <message>
      <source>measured GPUs</source>
      <translation>GPU mesurés</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
    <message>
      <source>group</source>
      <translation>groupe</translation>
    </message>
    <message>
      <source>groups</source>
      <translation>groupes</translation>
    </message>
  </context>
  <context>
    <name>Why</name>
    <message>
      <source>Amber rows are assumptions, not datasheet or measured values.</source>
      <translation>Les lignes en orange sont des hypothèses, et non des valeurs de fiche technique ou mesurées.</translation>
    </message>
    <message>
      <source>Carbon payback: the extra embodied CO₂ divided by the yearly CO₂ saved against the current configuration, at today's grid intensity (M39).</source>
      <translation>Délai de récupération carbone : le CO₂ de fabrication supplémentaire divisé par le CO₂ économisé chaque année par rapport à la configuration actuelle, à l'intensité carbone actuelle du réseau (M39).</translation>
    </message>
    <message>
      <source>Wall power {wall} W = DC load {dc} W / PSU efficiency {eta} at {load} load per PSU (M6–M8).</source>
      <translation>Puissance à la prise {wall} W = charge DC {dc} W / rendement de l'alimentation {eta} à {load} de charge par alimentation (M6–M8).</translation>
    </message>
    <message>
      <source>DC load {dc} W = ({n} GPUs × {gpu} W + platform {plat} W) × cooling's IT power factor × profile λ {lam} (M5).</source>
      <translation>Charge DC {dc} W = ({n} GPU × {gpu} W + plateforme {plat} W) × facteur de puissance IT du refroidissement × profil λ {lam} (M5).</translation>
    </message>
    <message>
      <source>GPU average power {gpu} W = idle + (full {full} W − idle) × utilization {u} (M3).</source>
      <translation>Puissance moyenne du GPU {gpu} W = repos + (pleine charge {full} W − repos) × taux d'utilisation {u} (M3).</translation>
    </message>
    <message>
      <source>Energy {kwh} kWh/year = {m} servers × {wall} W × {h} h / 1000 × PUE {pue} (M16, M17).</source>
      <translation>Énergie {kwh} kWh/an = {m} serveurs × {wall} W × {h} h / 1000 × PUE {pue} (M16, M17).</translation>
    </message>
    <message>
      <source>Facility overhead {oh} kWh/year = total {kwh} − IT {it} (M18).</source>
      <translation>Infrastructure du site {oh} kWh/an = total {kwh} − IT {it} (M18).</translation>
    </message>
    <message>
      <source>Price per kWh {p} = night share {s} × night price {n} + the rest × day price {d}.</source>
      <translation>Prix par kWh {p} = part nocturne {s} × tarif de nuit {n} + le reste × tarif de jour {d}.</translation>
    </message>
    <message>
      <source>Embodied CO₂ is not known for this hardware: the catalogue has no figure for its platform or GPU.</source>
      <translation>Le CO₂ de fabrication de ce matériel n'est pas connu : le catalogue n'a pas de valeur pour sa plateforme ou son GPU.</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>Remarques</translation>
    </message>
    <message>
      <source>Inputs</source>
      <translation>Données d'entrée</translation>
    </message>
    <message>
      <source>Servers {m} = ceil(D / (n × T × u_max)) with demand D {d} {unit}/s, throughput per GPU T {t} (M13).</source>
      <translation>Serveurs {m} = ceil(D / (n × T × u_max)) avec la demande D {d} {unit}/s et le débit par GPU T {t} (M13).</translation>
    </message>
    <message>
      <source>Utilization {u} = D / (servers × n × T) (M14).</source>
      <translation>Taux d'utilisation {u} = D / (serveurs × n × T) (M14).</translation>
    </message>
    <message>
      <source>CO₂ {co2} kg/year = {kwh} kWh × {c} kg/kWh (M20).</source>
      <translation>CO₂ {co2} kg/an = {kwh} kWh × {c} kg/kWh (M20).</translation>
    </message>
    <message>
      <source>Energy per 10⁶ {unit} = {kwh} kWh / {work} {unit} a year × 10⁶ (M21).</source>
      <translation>Énergie par 10⁶ {unit} = {kwh} kWh / {work} {unit} par an × 10⁶ (M21).</translation>
    </message>
    <message>
      <source>Cost per 10⁶ {unit} = TCO {tco} / discounted work over {n} years × 10⁶ (M25).</source>
      <translation>Coût par 10⁶ {unit} = TCO {tco} / travail actualisé sur {n} ans × 10⁶ (M25).</translation>
    </message>
    <message>
      <source>Night share from this fleet's measured load over the day: {m} of its energy falls in the {h} night hours from {start}:00 (telemetry; candidates assume an even spread).</source>
      <translation>Part nocturne d'après la charge mesurée de ce parc sur la journée : {m} de son énergie tombe dans les {h} heures de nuit à partir de {start}:00 (télémétrie; les options candidates supposent une répartition uniforme).</translation>
    </message>
    <message>
      <source>Night share for a load spread evenly over the day: {h} night hours of 24 = {b}.</source>
      <translation>Part nocturne pour une charge répartie uniformément sur la journée : {h} heures de nuit sur 24 = {b}.</translation>
    </message>
    <message>
      <source>Plus the work that may move to the night ({f} of the daytime work), as far as the night's capacity at u_max allows.</source>
      <translation>Plus le travail pouvant être reporté la nuit ({f} du travail de jour), dans la mesure où la capacité nocturne à u_max le permet.</translation>
    </message>
    <message>
      <source>Energy tax year 1 {t}: what this option's {kwh} kWh add to the tax on the rest of the site's {site} kWh a year, band by band (M19a).</source>
      <translation>Accise année 1 {t} : ce que les {kwh} kWh de cette option ajoutent à l'accise sur les {site} kWh par an du reste du site, tranche par tranche (M19a).</translation>
    </message>
    <message>
      <source>Capacity charge year 1 {c} = 12 × {p} per kW a month × {m} servers × peak {w} W × PUE {pue} / 1000 (M19b). The design peak at the mean PUE: a summer peak can be higher.</source>
      <translation>Tarif capacitaire année 1 {c} = 12 × {p} par kW et par mois × {m} serveurs × pointe {w} W × PUE {pue} / 1000 (M19b). Pointe de conception au PUE moyen : une pointe estivale peut être plus élevée.</translation>
    </message>
    <message>
      <source>Rented: {h} GPU-hours a year are billed; the energy and CO₂ shown are the provider's, not on your bill (M37).</source>
      <translation>En location : {h} heures GPU par an sont facturées; l'énergie et le CO₂ affichés sont ceux du prestataire et ne figurent pas sur votre facture d'énergie (M37).</translation>
    </message>
    <message>
      <source>Paid at the start {k0}; the financed part is paid {a} a month (M36). Each year's payments are in the opex of that year.</source>
      <translation>Payé au départ {k0}; la part financée est payée {a} par mois (M36). Les paiements de chaque année sont compris dans les coûts d'exploitation de cette année.</translation>
    </message>
    <message>
      <source>Residual value {rv} at the end of year {n}: the resale share of the capex less installation (M35); the TCO and NPV count it, the paybacks do not.</source>
      <translation>Valeur résiduelle {rv} à la fin de l'année {n} : la part de l'investissement hors installation récupérée à la revente (M35); le TCO et la VAN en tiennent compte, pas les délais de récupération.</translation>
    </message>
    <message>
      <source>Market-based CO₂ {co2} kg/year = {kwh} kWh × the contract's {c} kg/kWh; the grid figure above stays the default.</source>
      <translation>CO₂ selon la méthode du marché {co2} kg/an = {kwh} kWh × {c} kg/kWh du contrat; la valeur du réseau ci-dessus reste la valeur par défaut.</translation>
    </message>
    <message>
      <source>Embodied CO₂ {e} kg, counted in full at the purchase (M38); over {n} years with the running CO₂: {h} kg.</source>
      <translation>CO₂ de fabrication {e} kg, compté entièrement à l'achat (M38); sur {n} ans, avec le CO₂ d'exploitation : {h} kg.</translation>
    </message>
    <message>
      <source>This option is invalid:</source>
      <translation>Cette option n'est pas valable :</translation>
    </message>
    <message>
      <source>All servers {kw} kW = {m} servers × {wall} W / 1000.</source>
      <translation>Tous les serveurs {kw} kW = {m} serveurs × {wall} W / 1000.</translation>
    </message>
    <message>
      <source>Fleet mode: {m} servers at {u} utilization, as the customer runs them today.</source>
      <translation>Mode parc : {m} serveurs à un taux d'utilisation de {u}, comme le client les utilise aujourd'hui.</translation>
    </message>
    <message>
      <source>Energy cost year 1 {c} = {kwh} kWh × {p} per kWh (M19); later years rise {e} a year.</source>
      <translation>Coût de l'énergie année 1 {c} = {kwh} kWh × {p} par kWh (M19); les années suivantes augmentent de {e} par an.</translation>
    </message>
    <message>
      <source>Saving in year 1 S₁ {total}</source>
      <translation>Économie en année 1 S₁ {total}</translation>
    </message>
    <message>
      <source>(the baseline's costs minus this option's, M26).</source>
      <translation>(les coûts de la configuration actuelle moins ceux de cette option, M26).</translation>
    </message>
    <message>
      <source>Simple payback: ΔK {dk} ≤ 0 and S₁ {s1} ≤ 0: {shown}; switching gains up front, then costs at least as much a year, so the NPV decides (M27).</source>
      <translation>Délai de récupération simple : ΔK {dk} ≤ 0 et S₁ {s1} ≤ 0 : {shown}; le changement rapporte au départ, puis coûte au moins autant chaque année, c'est donc la VAN qui tranche (M27).</translation>
    </message>
    <message>
      <source>The baseline is what the others are compared with.</source>
      <translation>La configuration actuelle est la référence à laquelle les autres options sont comparées.</translation>
    </message>
    <message>
      <source>Without a baseline (what the customer runs today) there is no saving, so no payback or NPV.</source>
      <translation>Sans configuration actuelle (ce que le client utilise aujourd'hui), il n'y a pas d'économie, donc ni délai de récupération ni VAN.</translation>
    </message>
    <message>
      <source>Opex year 1 {total}</source>
      <translation>Coûts d'exploitation année 1 {total}</translation>
    </message>
    <message>
      <source>{lead} = energy {e} + maintenance {mnt} + licences {lic}</source>
      <translation>{lead} = énergie {e} + maintenance {mnt} + licences {lic}</translation>
    </message>
    <message>
      <source>Simple payback: ΔK {dk} / S₁ {s1}: the first year saves nothing, so {shown} (M27).</source>
      <translation>Délai de récupération simple : ΔK {dk} / S₁ {s1} : la première année n'apporte aucune économie, donc {shown} (M27).</translation>
    </message>
    <message>
      <source>Capex {k} = {m} servers × {per} per server + installation {inst} + extra lines for the option {once} (M22).</source>
      <translation>Investissement {k} = {m} serveurs × {per} par serveur + installation {inst} + lignes supplémentaires de l'option {once} (M22).</translation>
    </message>
    <message>
      <source>Per server {per} = (base {base} + {n} × GPU {gpu} + cooling {cool}) × (1 − discount {d}) + extra lines per server {each}.</source>
      <translation>Par serveur {per} = (prix de base {base} + {n} × GPU {gpu} + refroidissement {cool}) × (1 − remise {d}) + lignes supplémentaires par serveur {each}.</translation>
    </message>
    <message>
      <source>TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = {r}, {pv} − residual value today {rv} (M24, M35).</source>
      <translation>TCO {tco} = investissement au départ {k} + coûts d'exploitation sur {n} ans, actualisés à r = {r}, {pv} − valeur résiduelle actualisée {rv} (M24, M35).</translation>
    </message>
    <message>
      <source>TCO {tco} = capex at the start {k} + opex over {n} years, discounted at r = {r}, {pv} (M24).</source>
      <translation>TCO {tco} = investissement au départ {k} + coûts d'exploitation sur {n} ans, actualisés à r = {r}, {pv} (M24).</translation>
    </message>
    <message>
      <source> + other {other} (colocation, financing, GPU-hours)</source>
      <translation> + autres {other} (colocation, financement, heures GPU)</translation>
    </message>
    <message>
      <source>Simple payback {shown}: switching costs nothing up front (ΔK {dk}) and saves S₁ {s1} a year (M27).</source>
      <translation>Délai de récupération simple {shown} : le changement ne coûte rien au départ (ΔK {dk}) et économise S₁ {s1} par an (M27).</translation>
    </message>
    <message>
      <source>Simple payback = ΔK {dk} / S₁ {s1} = {shown} (M27, the first year's saving, financing aside).</source>
      <translation>Délai de récupération simple = ΔK {dk} / S₁ {s1} = {shown} (M27, l'économie de la première année, hors financement).</translation>
    </message>
    <message>
      <source>NPV {npv} = discounted savings {pv} − switching cost ΔK {dk}, over {n} years at r = {r} (M29; above zero, switching is cheaper than keeping the baseline).</source>
      <translation>VAN {npv} = économies actualisées {pv} − coût du changement ΔK {dk}, sur {n} ans à r = {r} (M29; au-dessus de zéro, changer coûte moins cher que de conserver la configuration actuelle).</translation>
    </message>
    <message>
      <source>Cumulative payback {years}: where the discounted savings Σ S_y / (1 + r)^y (r = {r}) add up to the switching cost ΔK {dk} and stay there (M28); the cost chart's crossing shows the same year.</source>
      <translation>Délai de récupération actualisé {years} : le moment où les économies actualisées Σ S_y / (1 + r)^y (r = {r}) atteignent le coût du changement ΔK {dk} et s'y maintiennent (M28); le croisement dans le graphique des coûts indique la même année.</translation>
    </message>
    <message>
      <source>The baseline's hardware is sunk: capex {k} (the quote's baseline capex, if set).</source>
      <translation>Le matériel de la configuration actuelle est déjà payé : investissement {k} (l'investissement de la configuration actuelle indiqué dans l'offre, le cas échéant).</translation>
    </message>
    <message>
      <source>Rented: capex {k} is the migration and the upfront fee (M37); the GPU-hours are in the opex.</source>
      <translation>En location : l'investissement {k} correspond à la migration et aux frais initiaux (M37); les heures GPU figurent dans les coûts d'exploitation.</translation>
    </message>
    <message>
      <source>Plus the servers bought at the start of later years, worth {pv} today (M44).</source>
      <translation>Plus les serveurs achetés au début des années suivantes, d'une valeur actuelle de {pv} (M44).</translation>
    </message>
    <message>
      <source>ΔK {dk} = capex {k} − the baseline's capex {kb} − its resale {rs}.</source>
      <translation>ΔK {dk} = investissement {k} − investissement de la configuration actuelle {kb} − sa valeur de revente {rs}.</translation>
    </message>
    <message>
      <source>NPV {npv} = discounted savings {pv} − switching cost ΔK {dk} + the residual values' difference today {rv}, over {n} years at r = {r} (M29, M35).</source>
      <translation>VAN {npv} = économies actualisées {pv} − coût du changement ΔK {dk} + l'écart des valeurs résiduelles actualisées {rv}, sur {n} ans à r = {r} (M29, M35).</translation>
    </message>
  </context>
</TS>
