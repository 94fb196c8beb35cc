import { cloneTemplate } from "~/platform/behaviours/attach.ts";
import { readInterval, timedStatus } from "~/domain/schedule/session-status.ts";
import { DEFAULT_LOCALE, INTL_TAGS, isLocale } from "~/platform/i18n/locales.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";
import { schedule, TIME_MODES, type TimeMode } from "./schedule.behaviour.ts";

/** Where the visitor's choice of clock is kept, for every visit of the schedule. */
const TIME_MODE_KEY = "t27-schedule-time";
/** Pacific/Tahiti is UTC−10 all year (ADR 030): a clock at this offset shows Tahiti's times. */
const TAHITI_OFFSET_MINUTES = -600;
/** How often the statuses are checked against the clock: a status is never more than this late. */
const TICK_MS = 15_000;

function storedMode(): TimeMode | undefined {
  try {
    const value = localStorage.getItem(TIME_MODE_KEY);
    return TIME_MODES.find((mode) => mode === value);
  } catch {
    return undefined;
  }
}

function storeMode(mode: TimeMode) {
  try {
    localStorage.setItem(TIME_MODE_KEY, mode);
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
}

/** The visitor's calendar day of an instant, as YYYY-MM-DD. */
const localDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * Adds the visitor's own time under each Tahiti time where their clock differs, with the switch of
 * which one leads (remembered in the browser), and keeps each session's status true to the clock
 * while the page stays open. The server's page is right when it is served (the page cache keeps it
 * no longer than its statuses hold, ADR 032); this only carries it on.
 */
export function startSchedule(root: HTMLElement): void {
  const lang = document.documentElement.lang;
  const tag = INTL_TAGS[isLocale(lang) ? lang : DEFAULT_LOCALE];
  showCurrentDay(root);
  addLocalTimes(root, tag);
  const tick = () => updateStatuses(root);
  setInterval(tick, TICK_MS);
  // A page brought back from the back/forward cache, or a tab woken up, is brought up to date at once.
  window.addEventListener("pageshow", tick);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") tick();
  });
  tick();
}

/** Scrolls the day tabs sideways to the current day, which a phone may have out of view. */
function showCurrentDay(root: HTMLElement) {
  const tabs = root.querySelector<HTMLElement>(schedule.select("dayTabs"));
  const current = tabs?.querySelector<HTMLElement>("[aria-current]");
  if (!tabs || !current || tabs.scrollWidth <= tabs.clientWidth) return;
  tabs.scrollLeft = current.offsetLeft - (tabs.clientWidth - current.offsetWidth) / 2;
}

function addLocalTimes(root: HTMLElement, tag: string) {
  const template = root.querySelector(schedule.select("localTimeTemplate"));
  const clock = new Intl.DateTimeFormat(tag, { timeStyle: "short" });
  const date = new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short" });
  let first: Date | undefined;
  for (const times of root.querySelectorAll<HTMLElement>(schedule.select("times"))) {
    const instant = (which: "start" | "end") => {
      const element = times.querySelector(schedule.select("clock", which));
      return element instanceof HTMLTimeElement ? new Date(element.dateTime) : undefined;
    };
    const start = instant("start");
    if (!start || Number.isNaN(start.getTime()) || -start.getTimezoneOffset() === TAHITI_OFFSET_MINUTES) continue;
    const line = cloneTemplate(template);
    const clockSlot = line?.querySelector(schedule.select("localClock"));
    if (!line || !clockSlot) return;
    const end = instant("end");
    // Written as the server writes Tahiti's: each time in the language's short style, joined by a dash.
    clockSlot.textContent = end && !Number.isNaN(end.getTime()) ? `${clock.format(start)} – ${clock.format(end)}` : clock.format(start);
    const dateSlot = line.querySelector(schedule.select("localDate"));
    if (dateSlot && localDay.format(start) !== toTahitiDay(start)) dateSlot.textContent = `· ${date.format(start)}`;
    times.after(line);
    first ??= start;
  }
  if (first) showSwitch(root, tag, first);
}

/** The switch of the clock that leads, shown once the page has the visitor's times, naming their zone. */
function showSwitch(root: HTMLElement, tag: string, at: Date) {
  const control = root.querySelector<HTMLElement>(schedule.select("timeSwitch"));
  if (!control) return;
  const zone = new Intl.DateTimeFormat(tag, { timeZoneName: "long" }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  const zoneSlot = control.querySelector(schedule.select("zoneName"));
  if (zoneSlot) zoneSlot.textContent = zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const apply = (mode: TimeMode) => {
    schedule.writePart(root, "timeMode", mode);
    for (const input of control.querySelectorAll<HTMLInputElement>("input[type=radio]")) input.checked = input.value === mode;
  };
  apply(storedMode() ?? "tahiti");
  control.addEventListener("change", (event) => {
    const mode = TIME_MODES.find((one) => event.target instanceof HTMLInputElement && one === event.target.value);
    if (!mode) return;
    apply(mode);
    storeMode(mode);
  });
  control.hidden = false;
}

function updateStatuses(root: HTMLElement) {
  const now = Date.now();
  for (const session of root.querySelectorAll<HTMLElement>(schedule.select("timedSession"))) {
    const interval = readInterval(schedule.readPart(session, "timedSession"));
    const shown = session.querySelector<HTMLElement>(schedule.select("sessionStatus"));
    if (!interval || !shown) continue;
    const status = timedStatus(interval.startsAt, interval.until, now);
    if (schedule.readPart(shown, "sessionStatus") === status) continue;
    const said = cloneTemplate(root.querySelector(schedule.select("statusTemplate", status)));
    if (!said) continue;
    schedule.writePart(shown, "sessionStatus", status);
    shown.replaceChildren(said);
  }
}
