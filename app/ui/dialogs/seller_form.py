"""The seller profile form in Preferences: who offers the quote (company, address, country,
KvK or Belgian company number, btw-nummer, IBAN, contact person, general terms, logo). Profiles are kept in the user data
folder (app.io.quote.seller) and chosen in the Export dialog; a problem is one line under the
form and nothing is saved."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from app.errors import AppError
from app.io.export.seller import ADDRESS_LINES, Seller
from app.io.quote import seller as seller_store
from app.ui.i18n import N, T
from app.ui.refusals import problem_text
from app.ui.texts import whole_placeholder

CTX = "SellerForm"

#: the one-line fields of the form, in order: (Seller field, label)
FIELDS = (("company", N(CTX, "Company")), ("coc_number", N(CTX, "KvK number")),
          ("company_number", N(CTX, "Company number (BCE/KBO)")),
          ("legal_register", N(CTX, "Register and court (RPM/RPR)")),
          ("vat_number", N(CTX, "VAT number")), ("iban", N(CTX, "IBAN")),
          ("contact_person", N(CTX, "Contact person")), ("phone", N(CTX, "Phone")),
          ("email", N(CTX, "E-mail")), ("website", N(CTX, "Website")),
          ("general_terms", N(CTX, "General terms (name)")))


class SellerForm(QGroupBox):
    """Edit, save and delete the stored seller profiles."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(T(CTX, "Seller profile"), parent)
        form = QFormLayout(self)
        self.profile = QComboBox()
        self.profile.activated.connect(lambda: self.show_profile(self.profile.currentData()))
        form.addRow(T(CTX, "Profile"), self.profile)
        self.edits: dict[str, QLineEdit] = {}
        for field, label in FIELDS[:1]:
            self.edits[field] = QLineEdit()
            form.addRow(T(CTX, label), self.edits[field])
        self.address = QPlainTextEdit()
        self.address.setPlaceholderText(T(CTX, "street and number, postcode and town (one per line)"))
        self.address.setFixedHeight(self.address.fontMetrics().lineSpacing() * 4 + 12)
        form.addRow(T(CTX, "Address"), self.address)
        # which register numbers the cover names; "" lets the numbers say it
        self.country = QComboBox()
        for code, text in (("", T(CTX, "from the numbers")), ("NL", T(CTX, "Netherlands")),
                           ("BE", T(CTX, "Belgium"))):
            self.country.addItem(text, code)
        form.addRow(T(CTX, "Country"), self.country)
        for field, label in FIELDS[1:]:
            self.edits[field] = QLineEdit()
            form.addRow(T(CTX, label), self.edits[field])
        self.edits["legal_register"].setPlaceholderText(T(CTX, "e.g. RPM Bruxelles"))
        self.edits["general_terms"].setPlaceholderText(
            T(CTX, "e.g. NLdigital Terms 2025, filed with the KvK"))
        whole_placeholder(self.edits["general_terms"])
        self.country.currentIndexChanged.connect(self._country_fields)
        self.logo = QLineEdit()
        browse = QPushButton(T(CTX, "Choose…"))
        browse.clicked.connect(self._pick_logo)
        row = QHBoxLayout()
        row.addWidget(self.logo, 1)
        row.addWidget(browse)
        form.addRow(T(CTX, "Logo (PNG or JPEG)"), row)
        buttons = QHBoxLayout()
        self.save_button = QPushButton(T(CTX, "Save profile"))
        self.save_button.clicked.connect(self.save)
        self.delete_button = QPushButton(T(CTX, "Delete profile"))
        self.delete_button.clicked.connect(self.delete)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        form.addRow(buttons)
        self.message = QLabel(wordWrap=True)
        form.addRow(self.message)
        self.reload()

    def reload(self, current: str | None = None) -> None:
        self.profile.clear()
        self.profile.addItem(T(CTX, "new profile"), "")
        for name in seller_store.profiles():
            self.profile.addItem(name, name)
        index = self.profile.findData(current) if current else -1
        self.profile.setCurrentIndex(max(0, index))
        self.show_profile(self.profile.currentData())

    def show_profile(self, name: str) -> None:
        """Fill the form from the stored profile ``name`` ("" : an empty form)."""
        seller = Seller(company="")
        if name:
            try:
                seller = seller_store.load_profile(name)
            except AppError as exc:
                self.message.setText(problem_text(exc))
        for field, edit in self.edits.items():
            edit.setText(getattr(seller, field))
        self.address.setPlainText("\n".join(seller.address))
        self.country.setCurrentIndex(max(0, self.country.findData(seller.country)))
        self.logo.setText(str(seller.logo) if seller.logo else "")
        self.delete_button.setEnabled(bool(name))

    def seller(self) -> Seller:
        """The profile as typed (not yet checked)."""
        lines = [x.strip() for x in self.address.toPlainText().splitlines() if x.strip()]
        logo = self.logo.text().strip()
        return Seller(address=lines[:ADDRESS_LINES + 1], logo=Path(logo).expanduser() if logo else None,
                      country=self.country.currentData() or "",
                      **{f: e.text().strip() for f, e in self.edits.items()})

    def save(self) -> Path | None:
        """Check and store the profile; the reason in one line when it cannot be."""
        seller = self.seller()
        if len(seller.address) > ADDRESS_LINES:
            self.message.setText(T(CTX, "The address has more than {n} lines.").format(
                n=ADDRESS_LINES))
            return None
        try:
            path = seller_store.save_profile(seller)
            seller_store.load_profile(path.stem)  # read back with the reader's own checks
        except AppError as exc:
            self.message.setText(problem_text(exc))
            return None
        from app.ui import settings

        settings.set_seller_profile(str(path))  # the Export dialog starts from it
        self.message.setText(T(CTX, "Saved as {file}.").format(file=str(path)))
        self.reload(path.stem)
        return path

    def delete(self) -> None:
        name = self.profile.currentData()
        if name:
            seller_store.delete_profile(name)
            self.message.setText(T(CTX, "Profile {name} deleted.").format(name=name))
            self.reload()

    def _country_fields(self) -> None:
        """A Dutch seller has a KvK number, a Belgian one a company number: the other field is
        greyed out (still shown, so a number typed there is not hidden)."""
        country = self.country.currentData()
        self.edits["coc_number"].setEnabled(country != "BE" or bool(self.edits["coc_number"].text()))
        for field in ("company_number", "legal_register"):
            self.edits[field].setEnabled(country != "NL" or bool(self.edits[field].text()))

    def _pick_logo(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, T(CTX, "Choose a logo"), self.logo.text(),
                                              T(CTX, "Images (*.png *.jpg *.jpeg)"))
        if path:
            self.logo.setText(path)
