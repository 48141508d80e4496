import type { City, District, Province } from '@aikc/shared/regions';
import { cityShort, isMunicipality } from './geo.ts';
import type { Sector } from './industries.ts';
import { Weighted, type Rng } from './rng.ts';

/**
 * Names of companies and people, addresses and business scopes, composed the way registration records
 * read (深圳市云启智能科技有限公司, 王建国, 广东省深圳市南山区粤海街道科技园路18号...).
 */
const STEM_A =
  '云华智中博睿信天星鼎安恒联微凯启领拓盛海锐思精达宏卓正芯新德科汇泰晶亿创优捷易通光明远航宇乐嘉瑞金银紫蓝青弘致鸿'.split(
    '',
  );
const STEM_B =
  '启芯联科源航达擎河新捷泰创纳瑞明维视思诚图数智合邦动为成峰辰弘驰云光宇鼎盛拓迈途源泽翔锋腾讯讯澜屹'.split('');

/** Family names with approximate shares (%) of the population, the most common first. */
const SURNAMES = new Weighted<string>(
  (
    [
      ['王', 7.1],
      ['李', 7.0],
      ['张', 6.7],
      ['刘', 5.4],
      ['陈', 4.5],
      ['杨', 3.1],
      ['黄', 2.2],
      ['赵', 2.0],
      ['吴', 2.0],
      ['周', 1.9],
      ['徐', 1.5],
      ['孙', 1.5],
      ['马', 1.4],
      ['朱', 1.3],
      ['胡', 1.3],
      ['郭', 1.1],
      ['何', 1.1],
      ['高', 1.0],
      ['林', 1.0],
      ['罗', 0.9],
      ['郑', 0.9],
      ['梁', 0.8],
      ['谢', 0.8],
      ['宋', 0.7],
      ['唐', 0.7],
      ['许', 0.7],
      ['韩', 0.7],
      ['冯', 0.7],
      ['邓', 0.6],
      ['曹', 0.6],
      ['彭', 0.6],
      ['曾', 0.6],
      ['肖', 0.5],
      ['田', 0.5],
      ['董', 0.5],
      ['袁', 0.5],
      ['潘', 0.5],
      ['于', 0.5],
      ['蒋', 0.5],
      ['蔡', 0.5],
      ['余', 0.5],
      ['杜', 0.5],
      ['叶', 0.4],
      ['程', 0.4],
      ['苏', 0.4],
      ['魏', 0.4],
      ['吕', 0.4],
      ['丁', 0.4],
      ['任', 0.4],
      ['沈', 0.4],
      ['姚', 0.4],
      ['卢', 0.4],
      ['姜', 0.3],
      ['崔', 0.3],
      ['钟', 0.3],
      ['谭', 0.3],
      ['陆', 0.3],
      ['汪', 0.3],
      ['范', 0.3],
      ['金', 0.3],
      ['石', 0.3],
      ['廖', 0.3],
      ['贾', 0.3],
      ['夏', 0.3],
      ['韦', 0.3],
      ['付', 0.3],
      ['方', 0.3],
      ['白', 0.2],
      ['邹', 0.2],
      ['孟', 0.2],
      ['熊', 0.2],
      ['秦', 0.2],
      ['邱', 0.2],
      ['江', 0.2],
      ['尹', 0.2],
      ['薛', 0.2],
      ['闫', 0.2],
      ['段', 0.2],
      ['雷', 0.2],
      ['侯', 0.2],
      ['龙', 0.2],
      ['史', 0.2],
      ['陶', 0.2],
      ['黎', 0.2],
      ['贺', 0.2],
      ['顾', 0.2],
      ['毛', 0.2],
      ['郝', 0.2],
      ['龚', 0.2],
      ['邵', 0.2],
      ['欧阳', 0.05],
      ['司马', 0.01],
      ['诸葛', 0.01],
    ] as const
  ).map(([s, w]) => [s, w] as const),
);
const GIVEN_ONE = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建文斌鹏辉玲宇浩凯健俊帆帅旭宁亮林峰飞波志'.split(
  '',
);
const GIVEN_TWO = [
  '建国',
  '志强',
  '海燕',
  '晓明',
  '文博',
  '子轩',
  '国平',
  '建华',
  '红梅',
  '立新',
  '晓东',
  '永刚',
  '春燕',
  '海涛',
  '俊杰',
  '明辉',
  '志刚',
  '丽娟',
  '国庆',
  '伟民',
  '振华',
  '雪梅',
  '晓峰',
  '嘉怡',
  '浩然',
  '雨涵',
  '思远',
  '一鸣',
  '宏伟',
  '文军',
  '鹏飞',
  '德明',
];

export function personName(rng: Rng): string {
  const family = SURNAMES.draw(rng);
  return (
    family +
    (rng.chance(0.55) ? rng.pick(GIVEN_TWO) : rng.pick(GIVEN_ONE) + (rng.chance(0.3) ? rng.pick(GIVEN_ONE) : ''))
  );
}

export function companyName(rng: Rng, city: City, province: Province, sector: Sector, joint: boolean): string {
  const stem = rng.pick(STEM_A) + rng.pick(STEM_B) + (rng.chance(0.12) ? rng.pick(STEM_B) : '');
  const word = rng.pick(sector.nameWords);
  const form = joint ? '股份有限公司' : '有限公司';
  const short = cityShort(city);
  const x = rng.float();
  if (x < 0.62) return `${city.name}${stem}${word}${form}`;
  if (x < 0.8) return `${short}${stem}${word}${form}`;
  if (x < 0.92) return `${stem}${word}（${short}）${form}`;
  return `${province.shortName}${stem}${word}${form}`;
}

const ROADS = [
  '科技园路',
  '高新大道',
  '创新路',
  '软件园路',
  '人民路',
  '建设路',
  '解放路',
  '中山路',
  '长江路',
  '黄河路',
  '学府路',
  '科学大道',
  '园区大道',
  '工业大道',
  '新华路',
  '文化路',
  '金融街',
  '滨江大道',
  '湖滨路',
  '光谷大道',
];
const STREETS = ['街道', '镇'];
const PARKS = ['科技园', '创新中心', '产业园', '科创大厦', '孵化基地', '软件园', '总部基地'];

export function address(rng: Rng, province: Province, city: City, district: District | undefined): string {
  const head = isMunicipality(city) ? province.name : `${province.name}${city.name}`;
  const d = district?.name ?? '';
  const road = rng.pick(ROADS);
  const street = rng.chance(0.5)
    ? `${rng.pick(STEM_A)}${rng.pick(['华', '新', '安', '城', '东', '西', '南', '北'])}${rng.pick(STREETS)}`
    : '';
  const no = `${rng.int(1, 999)}号`;
  const tail = rng.chance(0.55)
    ? `${cityShort(city)}${rng.pick(PARKS)}${rng.int(1, 20)}栋${rng.pick(['', 'A座', 'B座'])}${rng.int(1, 28)}${String(rng.int(1, 20)).padStart(2, '0')}`
    : rng.chance(0.5)
      ? `${rng.int(1, 12)}楼`
      : '';
  return `${head}${d}${street}${road}${no}${tail}`.slice(0, 200);
}

/** 一般项目：…；许可项目：… as on business licences since 2021. */
export function businessScope(rng: Rng, sector: Sector): string {
  const general = rng.sample(sector.scope, rng.int(4, Math.min(8, sector.scope.length)));
  const common = rng.sample(
    [
      '技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广',
      '货物进出口',
      '技术进出口',
      '软件销售',
      '计算机软硬件及辅助设备零售',
      '会议及展览服务',
      '企业管理咨询',
    ],
    rng.int(1, 3),
  );
  const text = `一般项目：${[...new Set([...common, ...general])].join('；')}。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）`;
  return rng.chance(0.25)
    ? `${text}许可项目：${rng.pick(['第二类增值电信业务', '检验检测服务', '药品生产', '建设工程施工', '第三类医疗器械经营'])}。（依法须经批准的项目，经相关部门批准后方可开展经营活动，具体经营项目以相关部门批准文件或许可证件为准）`
    : text;
}
