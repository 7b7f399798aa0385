// The tone after a scan, so the floor hears the answer without looking: on H5 a Web Audio oscillator (a short
// high beep for success, a longer low buzz for a refusal, no sound file to download); on the mini-program a
// short or a long vibration (no audio file in the package).
import Taro from '@tarojs/taro';

type Tone = { type: OscillatorType; hz: number; seconds: number };
const TONES: Record<'ok' | 'error', Tone> = {
  ok: { type: 'sine', hz: 1320, seconds: 0.12 },
  error: { type: 'square', hz: 220, seconds: 0.45 },
};

let audio: AudioContext | null = null;

function beep({ type, hz, seconds }: Tone) {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.value = hz;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(audio.currentTime);
  oscillator.stop(audio.currentTime + seconds);
}

export function playTone(tone: 'ok' | 'error') {
  // A device without sound or vibration still shows the result.
  if (process.env.TARO_ENV !== 'h5') {
    (tone === 'ok' ? Taro.vibrateShort({ type: 'medium' }) : Taro.vibrateLong()).catch(() => {});
    return;
  }
  try {
    beep(TONES[tone]);
  } catch {
    // the browser refused audio (no user gesture yet)
  }
}
