import type { Dictionary } from '../../dictionary';

export const shell: Dictionary['shell'] = {
  skipLink: 'मुख्य सामग्री पर जाएँ',
  nav: {
    main: 'मुख्य',
    blogs: 'लेख',
    book: 'अपॉइंटमेंट बुक करें',
    about: 'हमारे बारे में',
    privacy: 'गोपनीयता नीति',
    terms: 'उपयोग की शर्तें',
    topicsHub: 'सेहत के विषय',
    editorialPolicy: 'संपादकीय नीति',
    home: 'होम',
  },
  footer: {
    blurb:
      'सबूतों पर आधारित सेहत की जानकारी, आसान भाषा में, ताकि आप अपनी सेहत को समझ सकें और जान सकें कि इलाज कब लेना है।',
    social: 'सोशल मीडिया',
    onNetwork: '{network} पर {site}',
    quickLinks: 'ज़रूरी लिंक',
    topics: 'सेहत के विषय',
    allTopics: 'सेहत के सभी विषय',
    contact: 'संपर्क',
    rights: 'सर्वाधिकार सुरक्षित।',
    disclaimer:
      'इस साइट की जानकारी सिर्फ़ सीखने-समझने के लिए है। यह डॉक्टर की सलाह, जाँच या इलाज की जगह नहीं ले सकती। किसी बीमारी के बारे में सवाल हों, तो हमेशा किसी योग्य डॉक्टर या स्वास्थ्य कर्मी से सलाह लें।',
    editorialPolicy: ': हम स्रोत कैसे चुनते हैं, लेखों की समीक्षा कैसे करते हैं और ग़लतियाँ कैसे सुधारते हैं (अंग्रेज़ी में)।',
  },
  switch: { label: 'भाषा', toOther: 'Read in English', toOtherShort: 'English' },
  inEnglish: ' (अंग्रेज़ी में)',
};
