/**
 * Picking an address from the address book for another page (send / pack waybills).
 *
 * Contract for the calling page:
 *   1. open `${ROUTES.userAddress}?mode=pick&type=recipient` (or `type=sender`) with Taro.navigateTo
 *      (`pickAddressUrl('recipient')` builds it);
 *   2. the address book shows that type only; tapping a card calls `addressPicker.pick(address)` and
 *      navigates back (no edit/delete taps are taken as a pick);
 *   3. in its own `Taro.useDidShow`, the caller reads `addressPicker.take('recipient')`: the picked
 *      `Address` (list shape: the ID number masked; fetch /api/user/address/detail/{id} for the full one)
 *      or null when the user came back without picking. `take` clears it, so it is read once.
 */
import { makeAutoObservable } from 'mobx';
import { ROUTES } from '@/routes';
import type { Address, AddressType } from '@contract/address';

export const pickAddressUrl = (type: AddressType) => `${ROUTES.userAddress}?mode=pick&type=${type}`;

export class AddressPickerStore {
  /** The last picked address, until a caller takes it. */
  picked: Address | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  pick(address: Address) {
    this.picked = address;
  }

  /** The picked address of `type` (then forgotten), or null. */
  take(type: AddressType): Address | null {
    const address = this.picked;
    if (!address || address.type !== type) return null;
    this.picked = null;
    return address;
  }

  clear() {
    this.picked = null;
  }
}
