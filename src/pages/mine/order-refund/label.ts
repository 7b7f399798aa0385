// Choosing the shop's prepaid label file: a PDF or an image. The mini-program picks from a chat's files; H5
// opens the browser's file chooser (Taro's uploadFile sends the blob: URL it gives).
import Taro from '@tarojs/taro';

export async function pickLabelFile(): Promise<string | null> {
  if (process.env.TARO_ENV === 'weapp') {
    const picked = await Taro.chooseMessageFile({ count: 1, type: 'file', extension: ['pdf', 'png', 'jpg', 'jpeg', 'webp'] });
    return picked.tempFiles[0]?.path ?? null;
  }
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') {
    return new Promise((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = 'application/pdf,image/png,image/jpeg,image/webp';
      input.onchange = () => {
        const file = input.files?.[0];
        resolve(file ? URL.createObjectURL(file) : null);
      };
      input.click();
    });
  }
  const picked = await Taro.chooseImage({ count: 1 });
  return picked.tempFilePaths[0] ?? null;
}
