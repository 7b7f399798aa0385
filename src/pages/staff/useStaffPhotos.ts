// Warehouse photos (POST /api/staff/upload/photo); the answer's `file` keys go into check-in / pack requests.
import { usePhotoUploads } from '@/hooks/usePhotoUploads';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';

export function useStaffPhotos(max: number) {
  const staffApi = useService(staffService);
  return usePhotoUploads(max, (path) => staffApi.uploadStaffPhoto(path));
}
