/**
 * The `user/*` and `other/*` calls and the path helper, apart from api-paths.ts (which re-exports them): the
 * client's first route needs only these (user info, message count, IP region), not the whole table (issue 21).
 */
export const API_PREFIX = '/api/front';

export const apiPath = <A extends string, V extends string>(area: A, verb: V) =>
  `${API_PREFIX}/${area}/${verb}` as const;
const p = apiPath;

export const UserApi = {
  userInfo: p('user', 'user_info'),
  modifyUserInfo: p('user', 'modify_user_info'),
  bangMobile: p('user', 'bang_mobile'),
  setPassword: p('user', 'set_password'),
  resetPassword: p('user', 'reset_password'),
  addCompany: p('user', 'add_company'),
  editCompany: p('user', 'edit_company'),
  viewCompany: p('user', 'view_company'),
  companyLists: p('user', 'company_lists'),
  addSubscription: p('user', 'add_subscription'),
  listSubscription: p('user', 'list_subscription'),
  delSubscription: p('user', 'del_subscription'),
  messageLists: p('user', 'message_lists'),
  messageCount: p('user', 'message_count'),
  readMessage: p('user', 'read_message'),
  readAllMessage: p('user', 'read_all_message'),
  listLikeArticle: p('user', 'list_like_article'),
  addLikeArticle: p('user', 'add_like_article'),
  delLikeArticle: p('user', 'del_like_article'),
  isCollectArticle: p('user', 'is_collect_article'),
  collectList: p('user', 'collect_list'),
  readPush: p('user', 'read_push'),
  readPushAll: p('user', 'read_push_all'),
  historyRecord: p('user', 'history_record'),
  delHistoryRecord: p('user', 'del_history_record'),
  apiOrder: p('user', 'api_order'),
  feedback: p('user', 'feedback'),
  uploadEvaluateFile: p('user', 'upload_evaluate_file'),
  downloadList: p('user', 'download_list'),
  isHaveRightsCount: p('user', 'is_have_rights_count'),
  getNewArticleList: p('user', 'get_new_article_list'),
  getIndexCount: p('user', 'get_index_count'),
  uploadAvatar: p('user', 'upload_avatar'),
  uploadImageWei: p('user', 'upload_image_wei'),
} as const;

export const OtherApi = {
  labelLists: p('other', 'label_lists'),
  getIpAddress: p('other', 'get_ip_address'),
  getLabelTree: p('other', 'get_label_tree'),
  weiCodeToOpenid: p('other', 'wei_code_to_openid'),
  getMapLabelLists: p('other', 'get_map_label_lists'),
} as const;
