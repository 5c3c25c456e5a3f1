"""Every text of the app has a Dutch translation: a Dutch user never meets an English label."""

import xml.etree.ElementTree as ET

from app import paths
from app.ui.i18n_build import extract


def test_every_ui_text_is_translated_into_dutch():
    tree = ET.parse(paths.resources_dir() / "translations" / "gpu_tco_nl.ts")
    done = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and (translation.text or "").strip() \
                    and translation.get("type") not in ("unfinished", "obsolete", "vanished"):
                done.add((name, message.findtext("source")))
    missing = [f"[{ctx}] {text}" for ctx, texts in extract().items() for text in texts
               if (ctx, text) not in done]
    assert missing == [], f"{len(missing)} untranslated, first: {missing[:3]}"
