// Warehouse photos (POST /api/staff/upload/photo); the answer's `file` keys go into check-in / pack requests.
import { usePhotoUploads } from '@/hooks/usePhotoUploads'
import { useStores } from '@/stores'
import { uploadStaffPhoto } from '@/services/staff'

export function useStaffPhotos(max: number) {
  const { http } = useStores()
  return usePhotoUploads(max, (path) => uploadStaffPhoto(http, path))
}
