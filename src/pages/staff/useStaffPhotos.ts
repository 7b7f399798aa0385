// Warehouse photos (POST /api/staff/upload/photo); the answer's `file` keys go into check-in / pack requests.
import { usePhotoUploads } from '@/hooks/usePhotoUploads';
import { useApi } from '@/stores';

export function useStaffPhotos(max: number) {
  const api = useApi();
  return usePhotoUploads(max, (path) => api.staff.uploadStaffPhoto(path));
}
