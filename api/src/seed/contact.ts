import type { Place } from './geo.ts';
import type { Rng } from './rng.ts';

/**
 * Contacts printed in generated documents and projects: a surname and a title, and an office number in the
 * place's real format (the city's area code) whose digits are random. They reach no one; documents that
 * print them carry 「（示例号码）」 and the whole row is marked demo.
 */
const AREA_CODE: Record<string, string> = {
  '110100': '010',
  '310100': '021',
  '120100': '022',
  '500100': '023',
  '440100': '020',
  '440300': '0755',
  '441900': '0769',
  '440600': '0757',
  '440400': '0756',
  '441300': '0752',
  '442000': '0760',
  '320100': '025',
  '320500': '0512',
  '320200': '0510',
  '320400': '0519',
  '320600': '0513',
  '330100': '0571',
  '330200': '0574',
  '330300': '0577',
  '330400': '0573',
  '330600': '0575',
  '330700': '0579',
  '370100': '0531',
  '370200': '0532',
  '370600': '0535',
  '370700': '0536',
  '370300': '0533',
  '510100': '028',
  '420100': '027',
  '430100': '0731',
  '410100': '0371',
  '340100': '0551',
  '350100': '0591',
  '350200': '0592',
  '350500': '0595',
  '610100': '029',
  '210100': '024',
  '210200': '0411',
  '130100': '0311',
  '360100': '0791',
  '450100': '0771',
  '530100': '0871',
  '520100': '0851',
  '140100': '0351',
  '150100': '0471',
  '220100': '0431',
  '230100': '0451',
  '460100': '0898',
  '620100': '0931',
  '630100': '0971',
  '640100': '0951',
  '650100': '0991',
  '540100': '0891',
};

export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '朱',
  '马',
  '胡',
  '郭',
  '林',
  '何',
];

/** The office phone: the city's area code (the capital's for provincial bodies). */
export function phone(place: Place, rng: Rng): string {
  const city = place.level === 'provincial' ? place.province?.cities[0] : place.city;
  const code = place.level === 'national' ? '010' : city && AREA_CODE[city.code];
  if (!code) return '12345（政务服务便民热线）';
  return `${code}-${rng.int(2, 8)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

/** 「联系人：王老师，联系电话：0531-82345678（示例号码）」 */
export function contactLine(place: Place, rng: Rng): string {
  const tel = phone(place, rng);
  return `联系人：${rng.pick(SURNAMES)}${rng.pick(['老师', '先生', '女士', '工'])}，联系电话：${tel}${tel.startsWith('12345') ? '' : '（示例号码）'}`;
}
