// The pages' words in Hindi, drawn on the server: home, category pages, topics hub, About.
import type { Dictionary } from '../../server-dictionary';

export const pages: Dictionary['pages'] = {
  articleCount: { one: '{count} लेख', other: '{count} लेख' },
  home: {
    hero: {
      eyebrow: 'सबूतों पर आधारित, पढ़ने में आसान',
      title: 'रोज़ की ज़िंदगी के लिए सेहत की भरोसेमंद जानकारी',
      lead: 'पोषण, फ़िटनेस और अच्छी सेहत पर जानकारों की सलाह, जानी-मानी स्वास्थ्य संस्थाओं के दिशानिर्देशों पर आधारित और आसान भाषा में लिखी हुई।',
      explore: 'विषय देखें',
      learnMore: 'और जानें',
      learnMoreHidden: ' (अपॉइंटमेंट बुक करने के बारे में)',
    },
    contactShortcut: 'अपॉइंटमेंट बुक करें',
    featured: 'ख़ास लेख',
    latest: 'सेहत पर नए लेख',
    trending: 'लोकप्रिय',
    trendingTitle: 'इस हफ़्ते के लोकप्रिय लेख',
    minutes: '{count} मिनट',
    recommended: 'आपके लिए सुझाए गए लेख',
    topics: 'सेहत के विषय देखें',
  },
  allTopicsLink: 'सेहत के सभी विषय देखें',
  whereToTurn: {
    title: 'मदद कहाँ मिलेगी',
    appointment: 'अपॉइंटमेंट का अनुरोध करें',
    appointmentNote: 'अपनी जानकारी दें, हम 24 घंटे के अंदर आपसे संपर्क करेंगे।',
    topics: 'सेहत के सभी विषय',
    topicsNote: 'हर श्रेणी, बीमारी और विषय, जिन पर हम लिखते हैं।',
  },
  category: {
    metaTitle: '{name} पर लेख - {site}',
    metaTitlePage: '{name} पर लेख, पेज {page} - {site}',
    metaDescriptionPage: '{description} {pages} में से पेज {page}।',
    lead: '{name} पर जानकारों की सलाह और सबूतों पर आधारित लेख, हमारी मेडिकल टीम की ओर से।',
    found: { one: '{count} लेख मिला', other: '{count} लेख मिले' },
    pageOf: '{pages} में से पेज {page}',
    empty: {
      title: 'इस विषय पर अभी हिन्दी में कोई लेख नहीं है',
      text: 'हम लगातार नए लेख जोड़ रहे हैं। कुछ समय बाद फिर देखें।',
      browse: 'सभी हिन्दी लेख देखें',
      inEnglish: 'इस विषय के लेख अंग्रेज़ी में पढ़ें',
    },
    otherTopics: 'सेहत के दूसरे विषय देखें',
  },
  topics: {
    metaTitle: 'सेहत के विषय - {site}',
    metaDescription:
      'हर वह विषय जिस पर हम लिखते हैं: सेहत की श्रेणियाँ देखें, या वर्णमाला के क्रम में कोई बीमारी या विषय और उस पर लिखे लेख ढूँढ़ें।',
    title: 'सेहत के विषय',
    lead: 'श्रेणी के अनुसार देखें, या वर्णमाला के क्रम में कोई बीमारी या विषय और उस पर लिखे लेख ढूँढ़ें।',
    categories: 'श्रेणियाँ',
    aToZ: 'बीमारियाँ और विषय, वर्णमाला के क्रम में',
    byLetter: 'अक्षर के अनुसार विषय',
    searchMore: '{name} पर और लेख खोजें',
    noArticles: 'अभी हिन्दी में कोई लेख नहीं',
    inEnglish: 'अंग्रेज़ी में पढ़ें',
  },
  about: {
    metaTitle: 'हमारे बारे में',
    mission: 'हमारा मकसद',
    numbers: 'आंकड़ों में {site}',
    values: 'हमारे मूल्य',
    team: 'हमारी टीम से मिलिए',
    sample: 'नमूना प्रोफ़ाइल',
    figures: {
      'medical professionals': 'मेडिकल विशेषज्ञ',
      'health articles': 'सेहत पर लेख',
      'years of experience': 'साल का अनुभव',
      'health categories': 'सेहत की श्रेणियाँ',
    },
    valueItems: {
      evidence: {
        title: 'सबूतों पर आधारित',
        text: 'हर लेख जानी-मानी स्वास्थ्य संस्थाओं के दिशानिर्देशों पर आधारित होता है, और हम हर तथ्य का स्रोत बताते हैं।',
      },
      accessible: {
        title: 'सबके लिए आसान',
        text: 'आसान भाषा, हर फ़ोन पर पढ़ने लायक, और कीबोर्ड या स्क्रीन रीडर से भी इस्तेमाल करने लायक।',
      },
      compassionate: {
        title: 'हमदर्दी के साथ',
        text: 'हम असली चिंताओं वाले असली लोगों के लिए लिखते हैं, बिना किसी को परखे और बिना डराए।',
      },
    },
  },
  textPage: { lastUpdated: 'आख़िरी बार अपडेट: {date}' },
};
