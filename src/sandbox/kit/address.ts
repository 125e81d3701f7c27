/** A UK postal address as the Toolkit and Partner APIs write one (`country` `GB`). */
export const gbAddress = (addressLine1: string, addressLine2: string | null, city: string, zipCode: string) => ({
  addressLine1,
  addressLine2,
  city,
  zipCode,
  country: 'GB',
});
