import sharp from 'sharp';
import { changedShare, testPhoto } from '../address/test-support';
import { overlaySvg, renderPrivateImage, WATERMARK_TEXT, WATERMARKS } from './watermark';

const DATE = { date: '2026-06-01' };

/** The top-left 60% of an image (where a corner stamp never reaches). */
const topLeft = (img: Buffer) => sharp(img).extract({ left: 0, top: 0, width: 384, height: 240 }).toBuffer();

describe('the mark of a private photo, by purpose', () => {
  it('marks an ID photo with the tiled customs text, as before', async () => {
    expect(WATERMARKS.id_photo!(640, 400, DATE)).toBe(overlaySvg(640, 400));
    expect(overlaySvg(640, 400)).toContain(WATERMARK_TEXT);
    const photo = await testPhoto();
    const id = await renderPrivateImage(photo, 'id_photo', DATE);
    // Tiled over the whole picture: even its top-left part is visibly marked.
    expect(await changedShare(await topLeft(id.data), await topLeft(photo))).toBeGreaterThan(0.02);
  });

  it('stamps a warehouse photo in a corner with the date, not with the customs text', async () => {
    const svg = WATERMARKS.warehouse_photo!(640, 400, DATE);
    expect(svg).toContain('包裹转运 · 仓库实拍 Warehouse photo · 2026-06-01');
    expect(svg).not.toContain(WATERMARK_TEXT);

    const photo = await testPhoto();
    const [warehouse, id] = await Promise.all([
      renderPrivateImage(photo, 'warehouse_photo', DATE),
      renderPrivateImage(photo, 'id_photo', DATE),
    ]);
    expect(warehouse.data.equals(id.data)).toBe(false);
    expect(await changedShare(warehouse.data, id.data)).toBeGreaterThan(0.02);
    // The goods stay visible: away from the corner the picture is as uploaded (up to re-encoding) ...
    expect(await changedShare(await topLeft(warehouse.data), await topLeft(photo))).toBeLessThan(0.005);
    // ... and the stamp is really drawn in the bottom-right corner.
    const corner = (img: Buffer) => sharp(img).extract({ left: 400, top: 370, width: 240, height: 30 }).toBuffer();
    expect(await changedShare(await corner(warehouse.data), await corner(photo))).toBeGreaterThan(0.3);
  });

  it('fits the stamp on a narrow photo', () => {
    const svg = WATERMARKS.warehouse_photo!(200, 900, DATE);
    const width = Number(/<rect x="(\d+)" y="\d+" width="(\d+)"/.exec(svg)![2]);
    expect(width).toBeLessThanOrEqual(200);
  });

  it('marks nothing for signatures and signed PDFs', () => {
    expect(WATERMARKS.signature).toBeNull();
    expect(WATERMARKS.agreement_pdf).toBeNull();
  });
});
