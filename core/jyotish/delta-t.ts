/**
 * ΔT = TT − UT, the model the engine uses everywhere (the ephemeris adapter hands it to
 * astronomy-engine, and the mean node and ayanamsa are evaluated in TT with it).
 *
 * It follows the Swiss Ephemeris (2.10) model closely so that charts agree with sites built on it:
 * - 1600-01-01 to 1955-01-01: the cubic spline of Stephenson, Morrison & Hohenkerk (2016),
 *   "Measurement of the Earth's rotation: 720 BC to AD 2015", Proc. R. Soc. A 472: 20160404
 *   (published spline coefficients), joined to the observed table over the 1000 days before 1955.
 * - 1955.0 to 2028.0: yearly values of ΔT at the start of each year, observed (Astronomical Almanac,
 *   IERS/USNO) up to 2024 and predicted for 2025–2028, interpolated with a four-point cubic.
 * - after 2028.0: the long-term cubic of Stephenson et al. (2016),
 *   ΔT = 64 + 521/3000·B + B²/1250 + 121/30000000·B³ seconds with B = year − 2000,
 *   shifted by an offset that fades linearly to zero over the 100 years after the last table year,
 *   so the curve joins the last tabulated value without a step (the Swiss Ephemeris does the same);
 *   after 2500: 42.5 + 32.5·((year − 2000)/100)².
 * - before 1600: the Morrison & Stephenson (2004) parabola −20 + 32·((year − 1820)/100)²
 *   (outside the range the engine accepts; kept so the function is total).
 * The differences to the Swiss Ephemeris are below 0.2 s from 1800 to 2399
 * (0.1″ of lunar longitude); astronomy-engine's built-in model is 5.7 s off in 2025 and
 * more than 100 s off by 2100.
 */

/** First year of the observed table (value at 1955-01-01). */
const TABLE_START = 1955
/** ΔT in seconds at the start of each year from 1955; 2025–2028 are predictions. */
const TABLE: readonly number[] = [
  31.07, 31.35, 31.68, 32.18, 32.68, 33.15, 33.59, 34.0, 34.47, 35.03, // 1955–1964
  35.73, 36.54, 37.43, 38.29, 39.2, 40.18, 41.17, 42.23, 43.37, 44.48, // 1965–1974
  45.48, 46.46, 47.52, 48.53, 49.59, 50.54, 51.38, 52.17, 52.96, 53.79, // 1975–1984
  54.34, 54.87, 55.32, 55.82, 56.3, 56.86, 57.57, 58.31, 59.12, 59.98, // 1985–1994
  60.79, 61.63, 62.3, 62.97, 63.47, 63.83, 64.09, 64.3, 64.47, 64.57, // 1995–2004
  64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.6, 66.91, 67.28, // 2005–2014
  67.64, 68.1, 68.59, 68.97, 69.22, 69.36, 69.36, 69.29, 69.2, 69.18, // 2015–2024
  69.14, 69.1, 69.0, 68.9, // 2025–2028 (predicted)
]
const TABLE_END = TABLE_START + TABLE.length - 1

/**
 * Stephenson, Morrison & Hohenkerk (2016) spline segments from 1600 to 1955:
 * [start JD, end JD, a0, a1, a2, a3]; ΔT = a0 + a1·t + a2·t² + a3·t³ seconds with
 * t = (jd − start) / (end − start).
 */
const SPLINE_2016: readonly (readonly number[])[] = [
  [2305447.5, 2323710.5, 89.38, -66.754, 31.607, -10.497],
  [2323710.5, 2349276.5, 43.736, -49.043, 0.227, 15.811],
  [2349276.5, 2378496.5, 10.73, -1.321, 62.25, -52.946],
  [2378496.5, 2382148.5, 18.714, -4.457, -1.509, 2.507],
  [2382148.5, 2385800.5, 15.255, 0.046, 6.012, -4.634],
  [2385800.5, 2389453.5, 16.679, -1.831, -7.889, 3.799],
  [2389453.5, 2393105.5, 10.758, -6.211, 3.509, -0.388],
  [2393105.5, 2396758.5, 7.668, -0.357, 2.345, -0.338],
  [2396758.5, 2398584.5, 9.317, 1.659, 0.332, -0.932],
  [2398584.5, 2400410.5, 10.376, -0.472, -2.463, 1.596],
  [2400410.5, 2402237.5, 9.038, -0.61, 2.325, -2.497],
  [2402237.5, 2404063.5, 8.256, -3.45, -5.166, 2.729],
  [2404063.5, 2405889.5, 2.369, -5.596, 3.02, -0.919],
  [2405889.5, 2407715.5, -1.126, -2.312, 0.264, -0.037],
  [2407715.5, 2409542.5, -3.211, -1.894, 0.154, 0.562],
  [2409542.5, 2411368.5, -4.388, 0.101, 1.841, -1.438],
  [2411368.5, 2413194.5, -3.884, -0.531, -2.473, 1.87],
  [2413194.5, 2415020.5, -5.017, 0.134, 3.138, -0.232],
  [2415020.5, 2416846.5, -1.977, 5.715, 2.443, -1.257],
  [2416846.5, 2418672.5, 4.923, 6.828, -1.329, 0.72],
  [2418672.5, 2420498.5, 11.142, 6.33, 0.831, -0.825],
  [2420498.5, 2422324.5, 17.479, 5.518, -1.643, 0.262],
  [2422324.5, 2424151.5, 21.617, 3.02, -0.856, 0.008],
  [2424151.5, 2425977.5, 23.789, 1.333, -0.831, 0.127],
  [2425977.5, 2427803.5, 24.418, 0.052, -0.449, 0.142],
  [2427803.5, 2429629.5, 24.164, -0.419, -0.022, 0.702],
  [2429629.5, 2431456.5, 24.426, 1.645, 2.086, -1.106],
  [2431456.5, 2433282.5, 27.05, 2.499, -1.232, 0.614],
  [2433282.5, 2434378.5, 28.932, 1.127, 0.22, -0.277],
  [2434378.5, 2435473.5, 30.002, 0.737, -0.61, 0.631],
]
const SPLINE_START = 2305447.5
/** 1955-01-01 0h: from here on the observed table is used. */
const JD_1955 = 2435108.5
/** The spline is raised to the table value over these many days before 1955. */
const JOIN_DAYS = 1000

/** The segment of the last call: consecutive calls (a day, a year of panchang) stay in one segment. */
let lastSegment = 0

function splineSeconds(jd: number): number {
  let i = lastSegment
  let segment = SPLINE_2016[i]
  if (!(jd >= segment[0] && jd < segment[1])) {
    i = SPLINE_2016.findIndex(([start, end]) => jd >= start && jd < end)
    if (i < 0) throw new RangeError('splineSeconds: outside 1600–1955')
    segment = SPLINE_2016[i]
    lastSegment = i
  }
  const t = (jd - segment[0]) / (segment[1] - segment[0])
  return segment[2] + t * (segment[3] + t * (segment[4] + t * segment[5]))
}

/** Decimal year used for the table (years of 365.25 days from 2000-01-01 0h). */
function tableYear(jd: number): number {
  return 2000 + (jd - 2451544.5) / 365.25
}

function tableSeconds(year: number): number {
  const x = year - TABLE_START
  const i = Math.min(Math.max(Math.floor(x), 0), TABLE.length - 2)
  const p = x - i
  const y1 = TABLE[i]
  const y2 = TABLE[i + 1]
  if (i === 0 || i + 2 >= TABLE.length) return y1 + p * (y2 - y1)
  const y0 = TABLE[i - 1]
  const y3 = TABLE[i + 2]
  // Four-point (cubic Lagrange) interpolation through y0..y3 at offsets -1, 0, 1, 2.
  return (
    y1 +
    p * (y2 - y1) +
    ((p * (p - 1)) / 4) * (y3 - y2 - y1 + y0) +
    ((p * (p - 1) * (p - 0.5)) / 6) * (y3 - 3 * y2 + 3 * y1 - y0)
  )
}

function futureCubic(year: number): number {
  const b = year - 2000
  return (b * b * b * 121) / 30_000_000 + (b * b) / 1250 + (b * 521) / 3000 + 64
}

function longTermParabola(year: number): number {
  const u = (year - 1820) / 100
  return -20 + 32 * u * u
}

/**
 * ΔT = TT − UT in seconds for a Julian Day in UT (see the module comment for the model).
 * @param jdUt Julian Day, Universal Time.
 * @returns seconds (TT − UT).
 */
export function deltaTSeconds(jdUt: number): number {
  if (!Number.isFinite(jdUt)) throw new RangeError('deltaTSeconds: jdUt must be a finite number')
  if (jdUt < SPLINE_START) return longTermParabola(tableYear(jdUt))
  if (jdUt < JD_1955) {
    let dt = splineSeconds(jdUt)
    if (jdUt >= JD_1955 - JOIN_DAYS) {
      const offset = TABLE[0] - splineSeconds(JD_1955)
      dt += (1 - (JD_1955 - jdUt) / JOIN_DAYS) * offset
    }
    return dt
  }
  const year = tableYear(jdUt)
  if (year <= TABLE_END) return tableSeconds(year)
  if (year >= 2500) {
    const b = (year - 2000) / 100
    return 42.5 + 32.5 * b * b
  }
  let dt = futureCubic(year)
  if (year <= TABLE_END + 100) {
    const step = futureCubic(TABLE_END) - TABLE[TABLE.length - 1]
    dt += step * (year - (TABLE_END + 100)) * 0.01
  }
  return dt
}

/** Julian Day (TT) of a Julian Day (UT), with {@link deltaTSeconds}. */
export function terrestrialTime(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / 86400
}
