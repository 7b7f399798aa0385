// Private photos (warehouse photos, claim evidence): taken or picked with Taro.chooseImage, uploaded one by one
// through `upload` (which answers a signed link); the answers' `file` keys go into the request that uses them.
import Taro from '@tarojs/taro';
import { useState } from 'react';
import type { PhotoLink } from '@contract/parcel';

export function usePhotoUploads(max: number, upload: (path: string) => Promise<PhotoLink>) {
  const [photos, setPhotos] = useState<PhotoLink[]>([]);
  const [uploading, setUploading] = useState(false);

  const add = async () => {
    if (uploading || photos.length >= max) return;
    let paths: string[];
    try {
      const res = await Taro.chooseImage({ count: max - photos.length, sizeType: ['compressed'], sourceType: ['camera', 'album'] });
      paths = res.tempFilePaths;
    } catch {
      return; // cancelled
    }
    setUploading(true);
    try {
      for (const path of paths.slice(0, max - photos.length)) {
        const link = await upload(path);
        setPhotos((shown) => [...shown, { file: link.file, url: link.url, expires_at: link.expires_at }]);
      }
    } catch {
      // the request layer toasted why; the photos uploaded so far stay
    } finally {
      setUploading(false);
    }
  };

  const remove = (file: string) => setPhotos((shown) => shown.filter((p) => p.file !== file));
  const preview = (url: string) => Taro.previewImage({ urls: photos.map((p) => p.url), current: url });
  const clear = () => setPhotos([]);

  return { photos, uploading, add, remove, preview, clear, full: photos.length >= max };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
