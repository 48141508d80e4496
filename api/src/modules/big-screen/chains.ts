import type { ChainStage } from '@aikc/shared/schemas/big-screen';

/**
 * Industrial chains shown on s4. Each node names the GB/T 4754-2017 classes (小类, 4 digits, or a coarser
 * prefix) whose companies belong to it, and the title keywords that tie policies and declaration projects to
 * it. Codes are matched as prefixes of a company's industry_code, so 'C397' covers C3971..C3979.
 */
export interface ChainNodeDef {
  key: string;
  name: string;
  codes: string[];
  keywords: string[];
}
export interface ChainDef {
  key: string;
  name: string;
  /** Title keywords of the chain as a whole (its policy list). */
  keywords: string[];
  stages: Record<ChainStage, ChainNodeDef[]>;
}

export const CHAINS: readonly ChainDef[] = [
  {
    key: 'nev',
    name: '新能源汽车',
    keywords: ['新能源汽车', '动力电池', '充电', '智能网联', '汽车'],
    stages: {
      upstream: [
        { key: 'metals', name: '锂钴金属材料', codes: ['B0939', 'C3240'], keywords: ['锂', '有色金属'] },
        { key: 'materials', name: '电池材料', codes: ['C3985', 'C3091', 'C2613'], keywords: ['电池材料', '新材料'] },
        { key: 'chips', name: '车规芯片', codes: ['C3973', 'C3972'], keywords: ['芯片', '集成电路', '半导体'] },
        { key: 'power', name: '电控与传感', codes: ['C3824', 'C3983', 'C3812'], keywords: ['电机', '电控', '传感器'] },
      ],
      midstream: [
        {
          key: 'battery',
          name: '动力电池',
          codes: ['C3841', 'C3842', 'C3849'],
          keywords: ['动力电池', '储能', '电池'],
        },
        { key: 'parts', name: '汽车零部件', codes: ['C3670', 'C3660'], keywords: ['零部件', '汽车配件'] },
        { key: 'vehicle', name: '整车制造', codes: ['C361'], keywords: ['新能源汽车', '整车'] },
      ],
      downstream: [
        {
          key: 'charging',
          name: '充换电与能源服务',
          codes: ['F5267', 'D4420', 'M7515'],
          keywords: ['充电', '换电', '新能源'],
        },
        { key: 'iov', name: '车联网服务', codes: ['I6532'], keywords: ['车联网', '智能网联', '物联网'] },
        { key: 'testing', name: '检测认证', codes: ['M7452'], keywords: ['检验检测', '认证'] },
      ],
    },
  },
  {
    key: 'ic',
    name: '集成电路',
    keywords: ['集成电路', '芯片', '半导体', '电子信息'],
    stages: {
      upstream: [
        { key: 'eda', name: 'EDA与基础软件', codes: ['I6511', 'I6512'], keywords: ['EDA', '工业软件', '基础软件'] },
        { key: 'materials', name: '半导体材料', codes: ['C3985', 'C3986'], keywords: ['半导体材料', '电子材料'] },
        {
          key: 'equipment',
          name: '制造与检测设备',
          codes: ['C3562', 'C4014'],
          keywords: ['半导体设备', '专用设备', '仪器'],
        },
      ],
      midstream: [
        { key: 'design', name: '芯片设计', codes: ['I6520'], keywords: ['芯片设计', '集成电路设计'] },
        { key: 'fab', name: '晶圆制造', codes: ['C3973'], keywords: ['晶圆', '集成电路制造'] },
        { key: 'devices', name: '分立与光电器件', codes: ['C3972', 'C3976'], keywords: ['封装', '光电'] },
      ],
      downstream: [
        { key: 'computer', name: '计算机', codes: ['C391'], keywords: ['计算机', '算力', '服务器'] },
        { key: 'telecom', name: '通信设备', codes: ['C392'], keywords: ['通信', '5G'] },
        { key: 'control', name: '工业控制', codes: ['C4011'], keywords: ['工业控制', '自动化'] },
      ],
    },
  },
];
