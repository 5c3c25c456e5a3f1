"""Fleet telemetry from Prometheus (dcgm-exporter): measured power of many GPUs, aggregated in
PromQL where it is stored, returned as the same per-GPU profiles the nvidia-smi readers give.

Why: a fleet of hundreds of GPUs does not send CSV files; its samples stay on the server and
only per-GPU figures and a coarse load curve come home (``client`` speaks HTTP, ``queries``
writes PromQL, ``fleet`` runs them and assembles the result, ``export`` is the offline file,
``baseline`` turns the groups into quote options). No Qt here.
"""
