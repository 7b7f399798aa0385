// NZ / AU place search for sender addresses (server/src/modules/place).
import type { PlaceDetails, PlaceQuery, PlaceQueryData } from '@contract/address';
import type { Http } from './request';

export const queryPlaces = (http: Http, query: PlaceQuery) => http.get<PlaceQueryData>('/api/place/query', query);

export const getPlaceDetails = (http: Http, placeId: string) => http.get<PlaceDetails>('/api/place/details', { place_id: placeId });
