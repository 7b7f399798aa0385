// A row of private photos (warehouse photos, claim evidence): tap to preview, × to drop, "+" to take another.
import { Image, View } from '@tarojs/components';
import type { PhotoUploads } from '@/hooks/usePhotoUploads';
import { useT } from '@/locales';
import './photo-strip.css';

interface Props {
  photos: PhotoUploads;
  addLabel: string;
  className?: string;
}

export function PhotoStrip({ photos, addLabel, className = '' }: Props) {
  const t = useT();
  return (
    <View className={`staff-photos ${className}`}>
      {photos.photos.map((p, i) => (
        <View key={p.file} className="staff-photo">
          <Image
            className="staff-photo-img"
            src={p.url}
            mode="aspectFill"
            ariaLabel={t('common.photo', { n: i + 1 })}
            onClick={() => photos.preview(p.url)}
          />
          <View className="staff-photo-remove" onClick={() => photos.remove(p.file)}>
            ×
          </View>
        </View>
      ))}
      {!photos.full && (
        <View className={`staff-photo-add${photos.uploading ? ' staff-photo-add--busy' : ''}`} onClick={photos.add}>
          {photos.uploading ? t('staff.checkin.photoUploading') : addLabel}
        </View>
      )}
    </View>
  );
}
