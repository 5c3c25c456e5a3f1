"""What the engine says about number formats and model memory (METHOD §12.1, M40;
app.calc.precision): the reasons a candidate cannot run the model, the baseline's flags, and
the quote's note when its options run at different formats. English templates (each language's in its catalogue, app.text);
app.model.notes renders them.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "instance_memory": {
        "en": "one model instance needs {g} GPUs ({need} GB on {gpu} of {memory} GB each), more "
              "than the server has"},
    "precision_not_accepted": {
        "en": "this GPU's throughput for the class is a {formats} result; the quote accepts "
              "{accepted}"},
    "precision_unstated": {
        "en": "this GPU's throughput for the class states no number format; the quote accepts "
              "{accepted}"},
    "precision_pinned_missing": {
        "en": "{gpu} has no throughput at {fmt} for this class"},
    "baseline_precision": {
        "en": "What runs today does not meet the quote's number formats or memory fit; it is "
              "computed as it is:"},
    "overhead_not_given": {
        "en": "The workload gives no working memory per instance: the memory fit "
              "counts the weights only."},
    "instance_not_power_of_two": {
        "en": "One model instance spans {g} of the {n} GPUs, not a power of two: check that the "
              "serving software splits a model that way."},
    "precisions_differ": {
        "en": "{groups}: the comparison assumes the customer accepts {all}."},
}
