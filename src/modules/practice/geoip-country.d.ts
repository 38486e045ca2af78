declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2 code, e.g. `GB`. */
    country: string;
    /** English name, e.g. `United Kingdom`. */
    name: string;
  }
  const geoip: { lookup(ip: string | number): GeoCountry | null };
  export default geoip;
}
