// ID card photos (front / back) of a mainland recipient: chosen, uploaded privately, previewed watermarked.
import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useT } from '@/locales';
import type { IdPhoto, PhotoSide } from './useAddressForm';

interface Props {
  photos: Record<PhotoSide, IdPhoto | null>;
  onChoose: (side: PhotoSide) => void;
}

const SIDES: PhotoSide[] = ['front', 'back'];

export function IdPhotoField({ photos, onChoose }: Props) {
  const t = useT();
  const urls = SIDES.map((side) => photos[side]?.url).filter((url): url is string => !!url);
  return (
    <View className="id-photo-field">
      <View className="address-row">
        <View className="address-label">{t('addressForm.idPhotos')}</View>
      </View>
      <View className="id-photos">
        {SIDES.map((side) => {
          const photo = photos[side];
          return (
            <View
              key={side}
              className={`id-photo id-photo-${side}${photo ? ' id-photo--set' : ''}`}
              onClick={() => (photo?.url ? Taro.previewImage({ urls, current: photo.url }) : onChoose(side))}
            >
              {photo?.url ? (
                <>
                  <Image className="id-photo-img" src={photo.url} mode="aspectFill" ariaLabel={t(`addressForm.photo.${side}`)} />
                  <View
                    className="id-photo-change"
                    onClick={(e) => {
                      e.stopPropagation();
                      onChoose(side);
                    }}
                  >
                    {t('addressForm.photoChange')}
                  </View>
                </>
              ) : (
                t(`addressForm.photo.${side}`)
              )}
            </View>
          );
        })}
      </View>
      <View className="id-photo-note">{t('addressForm.photoNote')}</View>
    </View>
  );
}
