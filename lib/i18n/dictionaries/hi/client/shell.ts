import type { ClientDictionary } from '../../../client-dictionary';

export const shellClient: ClientDictionary['shell'] = {
  menu: {
    open: 'मेन्यू खोलें',
    dialog: 'मेन्यू',
    nav: 'मोबाइल',
    title: 'मेन्यू',
    close: 'मेन्यू बंद करें',
    topics: 'विषय',
    theme: 'थीम',
  },
  theme: { system: 'सिस्टम थीम', light: 'लाइट थीम', dark: 'डार्क थीम', group: 'थीम' },
  chat: {
    open: 'हमसे चैट करें',
    title: 'हम मदद के लिए यहाँ हैं',
    close: 'चैट बंद करें',
    callOrMessage: 'हमें इस नंबर पर कॉल या मैसेज करें:',
    available: 'सेहत से जुड़े आपके सवालों के लिए 24/7 उपलब्ध',
    whatsapp: 'WhatsApp पर चैट शुरू करें',
    call: '{phone} पर कॉल करें',
  },
  searchBox: {
    label: 'लेख खोजें',
    placeholder: 'लेख, विषय, टैग खोजें...',
    submit: 'खोजें',
    suggested: {
      one: '{count} शीर्षक सुझाया गया: चुनने के लिए ऊपर और नीचे के तीर, खोलने के लिए Enter.',
      other: '{count} शीर्षक सुझाए गए: चुनने के लिए ऊपर और नीचे के तीर, खोलने के लिए Enter.',
    },
  },
  scrollToTop: 'सबसे ऊपर जाएँ',
  toaster: { region: 'सूचनाएँ', close: 'सूचना बंद करें' },
  notFound: {
    page: { title: 'माफ़ कीजिए! यह पेज नहीं मिला', action: 'होम पेज पर जाएँ' },
    article: { title: 'लेख नहीं मिला', action: 'होम पेज पर जाएँ' },
    category: { title: 'श्रेणी नहीं मिली', action: 'होम पेज पर जाएँ' },
    moved: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    search: 'साइट पर खोजें',
    topics: 'सेहत के सभी विषय देखें',
    firstAid: 'प्राथमिक उपचार: इमरजेंसी में क्या करें',
  },
  emergency: {
    line: 'इमरजेंसी में {list} पर कॉल करें।',
    or: 'या',
    title: 'इमरजेंसी में',
    numbers: 'कॉल करने के नंबर',
    firstAid: 'प्राथमिक उपचार: इमरजेंसी में क्या करें',
  },
};
