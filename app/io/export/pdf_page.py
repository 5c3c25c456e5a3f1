"""The look of the PDF proposal (app.io.export.pdf): fonts, paragraph styles, the table style,
and the page furniture (header, footer, "page n of N") drawn on every page."""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import Paragraph as _Paragraph
from reportlab.platypus import Table, TableStyle

from app.io.export import style
from app.io.export.document import QuoteDocument
from app.io.words.formatting import colon

MARGIN = 18 * mm
_FONT_DIRS = [Path("/usr/share/fonts/truetype/dejavu")]


def register_fonts() -> tuple[str, str]:
    """DejaVu Sans when installed (CO₂, −), else the Vera fonts that ship with reportlab."""
    if "Doc" in pdfmetrics.getRegisteredFontNames():
        return "Doc", "Doc-Bold"
    import reportlab
    candidates = [(d / "DejaVuSans.ttf", d / "DejaVuSans-Bold.ttf") for d in _FONT_DIRS]
    rl = Path(reportlab.__file__).parent / "fonts"
    candidates.append((rl / "Vera.ttf", rl / "VeraBd.ttf"))
    for regular, bold in candidates:
        if regular.exists() and bold.exists():
            pdfmetrics.registerFont(_with_spaces(TTFont("Doc", str(regular))))
            pdfmetrics.registerFont(_with_spaces(TTFont("Doc-Bold", str(bold))))
            pdfmetrics.registerFontFamily("Doc", normal="Doc", bold="Doc-Bold",
                                          italic="Doc", boldItalic="Doc-Bold")
            return "Doc", "Doc-Bold"
    return style.FONT, style.FONT_BOLD


#: spaces CLDR writes that an older font may lack (French groups digits with a narrow
#: no-break space: 12 345,68 €), each drawn as the no-break space where the font has no glyph
_SPACES = (0x202F, 0x2009)


def _with_spaces(font: TTFont) -> TTFont:
    """``font`` drawing each of ``_SPACES`` it lacks as its no-break space (Vera, the fallback,
    has neither: a French amount would print a box inside the number)."""
    glyphs, widths = font.face.charToGlyph, font.face.charWidths
    for code in _SPACES:
        if code not in glyphs and 0xA0 in glyphs:
            glyphs[code], widths[code] = glyphs[0xA0], widths.get(0xA0, widths.get(0x20, 0))
    return font


def color(hex_rgb: str):
    return colors.HexColor("#" + hex_rgb)


class Paragraph(_Paragraph):
    """ReportLab's paragraph with numbers kept whole: ReportLab counts U+202F, the narrow
    no-break space CLDR groups French digits with, as a breaking space ("−566" | "006 €"), but
    honours U+00A0; each narrow one is drawn as that no-break space."""

    def __init__(self, text, *args, **kwargs):
        super().__init__(text.replace("\u202f", "\u00a0") if isinstance(text, str) else text,
                         *args, **kwargs)


def esc(text) -> str:
    """User text for a Paragraph: markup characters escaped."""
    return escape("" if text is None else str(text))


class Styles:
    def __init__(self, font: str, bold: str, lang: str = "en", currency: str = "EUR"):
        ink = color(style.INK)
        self.font, self.bold = font, bold
        self.lang, self.currency = lang, currency
        self.body = ParagraphStyle("body", fontName=font, fontSize=9.5, leading=13.5,
                                   textColor=ink, spaceAfter=5)
        self.small = ParagraphStyle("small", parent=self.body, fontSize=7.8, leading=10,
                                    spaceAfter=0)
        self.small_bold = ParagraphStyle("small_bold", parent=self.small, fontName=bold)
        self.head_cell = ParagraphStyle("head_cell", parent=self.small, fontName=bold,
                                        textColor=colors.white)
        self.num = ParagraphStyle("num", parent=self.small, alignment=TA_RIGHT)
        self.num_bold = ParagraphStyle("num_bold", parent=self.num, fontName=bold)
        self.h1 = ParagraphStyle("h1", parent=self.body, fontName=bold, fontSize=16, leading=20,
                                 textColor=color(style.HEADER_BG), spaceBefore=4, spaceAfter=10)
        self.h2 = ParagraphStyle("h2", parent=self.body, fontName=bold, fontSize=12, leading=15,
                                 textColor=color(style.HEADER_BG), spaceBefore=10, spaceAfter=6)
        self.title = ParagraphStyle("title", parent=self.h1, fontSize=26, leading=31)
        self.rec = ParagraphStyle("rec", parent=self.body, fontSize=11, leading=15.5,
                                  textColor=color(style.INK))
        self.bullet = ParagraphStyle("bullet", parent=self.body, leftIndent=12, bulletIndent=2)


def numbered_canvas(doc: QuoteDocument, font: str):
    class NumberedCanvas(rl_canvas.Canvas):
        """Defers each page so the footer can say "page n of N"."""

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._pages = []

        def showPage(self):  # noqa: N802 (reportlab API)
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            total = len(self._pages)
            for state in self._pages:
                self.__dict__.update(state)
                furniture(self, doc, font, self._pageNumber, total)
                super().showPage()
            super().save()

    return NumberedCanvas


def furniture(c, doc: QuoteDocument, font: str, page: int, total: int) -> None:
    width, height = A4
    c.saveState()
    c.setFont(font, 7.5)
    c.setFillColor(color(style.MUTED))
    c.setStrokeColor(color(style.GRID))
    if page > 1:
        left = doc.seller.company if doc.seller else doc.t("doc_title")
        right = f"{doc.t('proposal')} · {doc.customer}" if doc.customer else doc.t("proposal")
        c.drawString(MARGIN, height - MARGIN, left[:90])
        c.drawRightString(width - MARGIN, height - MARGIN, right[:90])
        c.line(MARGIN, height - MARGIN - 3, width - MARGIN, height - MARGIN - 3)
    c.line(MARGIN, MARGIN + 6, width - MARGIN, MARGIN + 6)
    number = doc.terms.number if doc.terms else ""
    ref = (f"{doc.t('proposal')} {number}" if number else
           doc.t('reference') + colon(doc.lang) + doc.reference if doc.reference else doc.title)
    c.drawString(MARGIN, MARGIN - 4, f"{ref} · {day_text(doc, doc.created)}"[:100])
    c.drawRightString(width - MARGIN, MARGIN - 4, doc.t("page", n=page, total=total))
    c.restoreState()


def day_text(doc: QuoteDocument, value) -> str:
    from app.io.words.formatting import day
    return day(value, doc.lang) if value else doc.t("dash")


def grid_table(data, widths, st: Styles, header: bool = True, zebra: bool = True,
           highlight_col: int | None = None, bold_rows=()) -> Table:
    table = Table(data, colWidths=widths, repeatRows=1 if header else 0, hAlign="LEFT")
    cmds = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -1), 0.3, color(style.GRID)),
        ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
        ("LEFTPADDING", (0, 0), (-1, -1), 4), ("RIGHTPADDING", (0, 0), (-1, -1), 4),
    ]
    if header:
        cmds += [("BACKGROUND", (0, 0), (-1, 0), color(style.HEADER_BG)),
                 ("VALIGN", (0, 0), (-1, 0), "BOTTOM")]
    if zebra:
        for r in range(1 if header else 0, len(data)):
            if r % 2 == 0:
                cmds.append(("BACKGROUND", (0, r), (-1, r), color(style.ZEBRA)))
    if highlight_col is not None:
        cmds += [("BACKGROUND", (highlight_col, 1), (highlight_col, -1), color(style.ACCENT_LIGHT)),
                 ("BACKGROUND", (highlight_col, 0), (highlight_col, 0), color(style.ACCENT))]
    for r in bold_rows:
        cmds.append(("LINEABOVE", (0, r), (-1, r), 0.8, color(style.INK)))
    table.setStyle(TableStyle(cmds))
    return table
