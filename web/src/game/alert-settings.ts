// The player's alert choices (a tone; notifications and vibration), kept in localStorage.
import { signal } from '@preact/signals';

export interface AlertSettings {
  /** No tone. */
  readonly muted: boolean;
  /** System notifications (in the background) and vibration: only once the player agreed. */
  readonly notify: boolean;
}

const STORE_KEY = 'hexfold.alerts';

function loadSettings(): AlertSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as Partial<AlertSettings> | null;
    return { muted: saved?.muted === true, notify: saved?.notify === true };
  } catch {
    return { muted: false, notify: false };
  }
}

export const alertSettings = signal<AlertSettings>(typeof localStorage === 'undefined' ? { muted: false, notify: false } : loadSettings());

export function setAlertSettings(next: Partial<AlertSettings>): void {
  alertSettings.value = { ...alertSettings.value, ...next };
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(alertSettings.value));
  } catch {
    /* no storage */
  }
}

/** Notification permission as the browser reports it; 'unsupported' where there is none. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Opting in asks the browser's permission (a click must lead here); false if it was refused. */
export async function enableNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') {
    setAlertSettings({ notify: true }); // vibration may still work
    return true;
  }
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  setAlertSettings({ notify: permission === 'granted' });
  return permission === 'granted';
}
