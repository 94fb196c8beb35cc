// Each delegation's flag, as a hashed static asset served with the other built files. Only these 24
// files of flag-icons are imported (its stylesheet would bring in all of its ~270 flags); no-inline
// keeps the small ones out of the HTML, so a browser caches each flag once for every page.
import as from "flag-icons/flags/4x3/as.svg?no-inline";
import au from "flag-icons/flags/4x3/au.svg?no-inline";
import ck from "flag-icons/flags/4x3/ck.svg?no-inline";
import fj from "flag-icons/flags/4x3/fj.svg?no-inline";
import fm from "flag-icons/flags/4x3/fm.svg?no-inline";
import gu from "flag-icons/flags/4x3/gu.svg?no-inline";
import ki from "flag-icons/flags/4x3/ki.svg?no-inline";
import mh from "flag-icons/flags/4x3/mh.svg?no-inline";
import mp from "flag-icons/flags/4x3/mp.svg?no-inline";
import nc from "flag-icons/flags/4x3/nc.svg?no-inline";
import nf from "flag-icons/flags/4x3/nf.svg?no-inline";
import nr from "flag-icons/flags/4x3/nr.svg?no-inline";
import nu from "flag-icons/flags/4x3/nu.svg?no-inline";
import nz from "flag-icons/flags/4x3/nz.svg?no-inline";
import pf from "flag-icons/flags/4x3/pf.svg?no-inline";
import pg from "flag-icons/flags/4x3/pg.svg?no-inline";
import pw from "flag-icons/flags/4x3/pw.svg?no-inline";
import sb from "flag-icons/flags/4x3/sb.svg?no-inline";
import tk from "flag-icons/flags/4x3/tk.svg?no-inline";
import to from "flag-icons/flags/4x3/to.svg?no-inline";
import tv from "flag-icons/flags/4x3/tv.svg?no-inline";
import vu from "flag-icons/flags/4x3/vu.svg?no-inline";
import wf from "flag-icons/flags/4x3/wf.svg?no-inline";
import ws from "flag-icons/flags/4x3/ws.svg?no-inline";

/** A flag's URL by ISO 3166-1 region (the regions a delegation may choose, FLAG_REGIONS). */
export const FLAG_URLS: Readonly<Record<string, string>> = {
  AS: as, AU: au, CK: ck, FJ: fj, FM: fm, GU: gu, KI: ki, MH: mh, MP: mp, NC: nc, NF: nf, NR: nr,
  NU: nu, NZ: nz, PF: pf, PG: pg, PW: pw, SB: sb, TK: tk, TO: to, TV: tv, VU: vu, WF: wf, WS: ws,
};
