/** A phone number inside a sentence: read left to right in an Urdu one too. */
export function PhoneNumber({ phone }: { phone: string }) {
  return <span dir="ltr">{phone}</span>;
}
