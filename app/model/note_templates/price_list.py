"""A price from a reseller's price list past its validity (app.calc.price_validity): the quote
and the proposal say which price, from which list, and the day it expired.
English and Dutch templates; ``texts`` arguments carry both languages' names and dates.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "price_list_expired": {
        "en": "The price of {item} comes from {source}, which expired on {expired}: ask the "
              "distributor for a current price before the customer orders."},
}
