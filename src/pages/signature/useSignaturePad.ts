// A signature pad on a Taro <Canvas type='2d'>, for both targets: the canvas node comes from a selector
// query, is sized in device pixels (sharp lines on high-density screens) and drawn with touch events —
// plus the mouse on H5. `drawn` turns true once a real stroke (not a tap) is on it.
import Taro from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';

export const PAD_ID = 'signature-pad';
const LINE_WIDTH = 3; // CSS pixels
const INK = '#111111';
/** A stroke shorter than this (CSS pixels) is a tap, which the server would refuse as blank. */
const MIN_STROKE = 12;

type Point = { x: number; y: number };
type CanvasNode = HTMLCanvasElement | Taro.Canvas; // H5 | weapp
/** A weapp canvas touch has x/y; an H5 touch or mouse event has client coordinates. */
type Spot = { x?: number; y?: number; clientX?: number; clientY?: number };
type PadEvent = Spot & { touches?: Spot[]; changedTouches?: Spot[] };
interface Pad {
  node: CanvasNode;
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
  dpr: number;
}

const pixelRatio = () => {
  try {
    return Taro.getSystemInfoSync().pixelRatio || 1;
  } catch {
    return 1;
  }
};

/** Sizes the drawing buffer in device pixels; again after the H5 canvas element resets it to its CSS size. */
function prepare(pad: Pad) {
  const width = Math.round(pad.width * pad.dpr);
  const height = Math.round(pad.height * pad.dpr);
  if (pad.node.width === width && pad.node.height === height) return;
  pad.node.width = width;
  pad.node.height = height;
  pad.ctx.setTransform(pad.dpr, 0, 0, pad.dpr, 0, 0);
  pad.ctx.lineWidth = LINE_WIDTH;
  pad.ctx.lineCap = 'round';
  pad.ctx.lineJoin = 'round';
  pad.ctx.strokeStyle = INK;
}

export function useSignaturePad() {
  const pad = useRef<Pad | null>(null);
  const last = useRef<Point | null>(null);
  const length = useRef(0);
  const [ready, setReady] = useState(false);
  const [drawn, setDrawn] = useState(false);

  /** Where an event is on the canvas: weapp's 2d canvas gives x/y; on H5 it is client coordinates minus the box. */
  const pointOf = (e: PadEvent): Point | null => {
    const touch = e?.touches?.[0] ?? e?.changedTouches?.[0] ?? e;
    if (!touch) return null;
    if (process.env.TARO_ENV === 'h5') {
      const box = (pad.current?.node as HTMLCanvasElement).getBoundingClientRect();
      return { x: touch.clientX! - box.left, y: touch.clientY! - box.top };
    }
    return typeof touch.x === 'number' ? { x: touch.x, y: touch.y! } : null;
  };

  const start = useCallback((e: PadEvent) => {
    if (!pad.current) return;
    if (process.env.TARO_ENV === 'h5') {
      // A page laid out while hidden measured 0: take the box as it is now.
      const box = (pad.current.node as HTMLCanvasElement).getBoundingClientRect();
      pad.current.width = box.width;
      pad.current.height = box.height;
    }
    prepare(pad.current);
    last.current = pointOf(e);
  }, []);

  const move = useCallback((e: PadEvent) => {
    const from = last.current;
    const to = pointOf(e);
    if (!pad.current || !from || !to) return;
    const { ctx } = pad.current;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    last.current = to;
    length.current += Math.hypot(to.x - from.x, to.y - from.y);
    if (length.current >= MIN_STROKE) setDrawn(true);
  }, []);

  const end = useCallback(() => {
    last.current = null;
  }, []);

  const clear = useCallback(() => {
    const current = pad.current;
    if (!current) return;
    current.ctx.clearRect(0, 0, current.width, current.height);
    length.current = 0;
    setDrawn(false);
  }, []);

  const setup = useCallback(() => {
    if (pad.current) return;
    Taro.createSelectorQuery()
      .select(`#${PAD_ID}`)
      .fields({ node: true, size: true })
      .exec((res) => {
        const found = res?.[0];
        const node = found?.node;
        // Not rendered (or, in the mini-program, not laid out) yet: the page's onReady tries again.
        // H5 measures again at each stroke, so a page laid out while hidden is fine.
        if (!node || pad.current || (process.env.TARO_ENV !== 'h5' && !found.width)) return;
        const ctx = node.getContext('2d');
        if (!ctx) return;
        pad.current = { node, ctx, width: found.width, height: found.height, dpr: pixelRatio() };
        prepare(pad.current);
        if (process.env.TARO_ENV === 'h5') listenToMouse(node as HTMLCanvasElement, { start, move, end });
        setReady(true);
      });
  }, [start, move, end]);

  useEffect(() => {
    Taro.nextTick(setup);
  }, [setup]);
  Taro.useReady(setup);

  /** The drawing as a PNG file path the upload helper takes (a blob URL on H5). */
  const exportPng = useCallback(async (): Promise<string> => {
    const node = pad.current?.node;
    if (!node) throw new Error('no canvas');
    if (process.env.TARO_ENV === 'h5') {
      const blob = await new Promise<Blob | null>((resolve) => (node as HTMLCanvasElement).toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('toBlob failed');
      return URL.createObjectURL(blob);
    }
    const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: node, fileType: 'png' } as Taro.canvasToTempFilePath.Option);
    return tempFilePath;
  }, []);

  return { ready, drawn, start, move, end, clear, exportPng };
}

/** H5 on a computer: draw with the mouse while its button is down. */
function listenToMouse(node: HTMLCanvasElement, pen: { start: (e: PadEvent) => void; move: (e: PadEvent) => void; end: () => void }) {
  let down = false;
  node.addEventListener('mousedown', (e) => {
    down = true;
    pen.start(e);
  });
  node.addEventListener('mousemove', (e) => {
    if (down) pen.move(e);
  });
  const up = () => {
    if (down) {
      down = false;
      pen.end();
    }
  };
  node.addEventListener('mouseup', up);
  node.addEventListener('mouseleave', up);
}
