"""The command-line arguments of ``import-prom`` and ``prom-export`` (light: the parser is
built for every command, so nothing heavy is imported here)."""

from __future__ import annotations

TOKEN_ENV, PASSWORD_ENV = "GPU_TCO_PROM_TOKEN", "GPU_TCO_PROM_PASSWORD"


def add_arguments(parser, source_help: str) -> None:
    parser.add_argument("source", metavar="URL", help=source_help)
    parser.add_argument("--from", dest="start", default="now-14d",
                        help="window start: 2026-11-01, 2026-11-01T08:00Z, epoch s, now-14d")
    parser.add_argument("--to", dest="end", default="now", help="window end (as --from)")
    parser.add_argument("--match", default="", metavar="'{LABEL=\"VALUE\"}'",
                        help="label filter for every series, e.g. '{cluster=\"a\"}'")
    parser.add_argument("--user", help=f"basic-auth user (password from ${PASSWORD_ENV} or a prompt)")
    parser.add_argument("--token-env", default=TOKEN_ENV, metavar="VAR",
                        help=f"environment variable holding a bearer token (default {TOKEN_ENV})")
    parser.add_argument("--ca-file", metavar="PEM", help="CA certificate(s) for the server's TLS")
    parser.add_argument("--timeout", type=float, default=30.0, metavar="SECONDS",
                        help="the most one request may take in all, answer included (default 30)")
    parser.add_argument("--remember", action="store_true",
                        help="keep the token or password in the OS keyring (needs 'keyring')")
    parser.add_argument("--tz", default="Europe/Amsterdam", help="time zone of the tariff hours")
    parser.add_argument("--night-start", type=int, default=23, metavar="HOUR",
                        help="first night hour of the time-of-use tariff (default 23)")
    parser.add_argument("--night-hours", type=float, default=8.0, metavar="HOURS",
                        help="night hours per day (default 8)")
