"""Further well-known misconceptions with matched true counterparts (clause form, no final period).

Written for broader coverage across science, health, history, geography, law, economics,
technology and psychology. Screened like fp_claims_more.py: a pair was left out when its false
claim was within cosine 0.8 of a false claim already in the bank (a duplicate), when either
member was within cosine 0.5 of a neutral bank prompt (it would raise the claim matcher's
proximity gate for every claim), or when either member was within cosine 0.7 of a false-premise
prompt of exemplars-dev/dev2 or of its presupposed clause (so those sets keep measuring claims
the bank does not know): 106 of 308 written pairs remain, and 107 of 168 of a second batch. Four more were dropped because they
matched benchmark questions on their topic (pregnancy calorie needs, Miranda warnings, toxic
substances, "opposites attract"), raising the index questions with a false-premise signal from
0.3% to 0.5% (tools/semantic_dev.py --corpus 3000).

The bank holds these as bare pairs only ("matcher_only": no framed prompts, not used by the
classifiers), for the claim matcher: exemplars-dev false-premise AUROC (semantic) 0.664 -> 0.670
with the first batch -> 0.681 with both, dev2 0.641 -> 0.651 -> 0.663; the other families
unchanged.
"""

# (false claim, true counterpart on the same topic)
PAIRS = [
    (
        "the far side of the Moon is always dark",
        "the far side of the Moon gets as much sunlight as the near side",
    ),
    (
        "heat rises",
        "hot air rises because it is less dense, but heat itself spreads in every direction",
    ),
    (
        "cold is a substance that flows into warm objects",
        "cold is the absence of heat; heat flows from warmer objects to colder ones",
    ),
    (
        "astronauts on the International Space Station are beyond the reach of Earth's gravity",
        "gravity at the International Space Station's altitude is about 90 percent of that at the surface",
    ),
    (
        "a heavier car always stops in a shorter distance than a lighter one",
        "braking distance depends on speed, tyres and road grip far more than on a car's mass",
    ),
    (
        "light always travels at the same speed no matter what it passes through",
        "light slows down in glass and water; only its speed in a vacuum is constant",
    ),
    (
        "magnets lose all their power when cut in half",
        "cutting a magnet in half gives two smaller magnets, each with a north and south pole",
    ),
    (
        "a spinning top stays up because of magic-like anti-gravity",
        "a spinning top stays upright because of the angular momentum of its spin",
    ),
    (
        "the Moon is larger near the horizon because it is closer to Earth then",
        "the Moon only looks larger near the horizon; this is an optical illusion",
    ),
    (
        "stars in the sky are all the same distance from Earth",
        "stars lie at vastly different distances from Earth",
    ),
    (
        "gold is the densest metal",
        "osmium and iridium are denser than gold",
    ),
    (
        "helium balloons float because helium has no weight",
        "helium balloons float because helium is less dense than the surrounding air",
    ),
    (
        "Mount Kilimanjaro is in Kenya",
        "Mount Kilimanjaro is in Tanzania",
    ),
    (
        "Mount Everest is in India",
        "Mount Everest lies on the border of Nepal and China",
    ),
    (
        "the Dead Sea is the lowest point in the ocean",
        "the Dead Sea's shore is the lowest point on land; the ocean's deepest point is the Challenger Deep",
    ),
    (
        "volcanoes only exist in hot tropical countries",
        "volcanoes occur on every continent, including Antarctica",
    ),
    (
        "the Amazon rainforest is the main source of the world's oxygen supply",
        "most of the world's oxygen comes from ocean phytoplankton and the Amazon consumes most of what it produces",
    ),
    (
        "tsunamis are caused by strong winds",
        "most tsunamis are caused by undersea earthquakes",
    ),
    (
        "a tornado cannot cross a river or hit a city",
        "tornadoes can cross rivers and strike cities",
    ),
    (
        "hiding under a highway overpass is safe during a tornado",
        "highway overpasses can funnel tornado winds and are dangerous shelters",
    ),
    (
        "evolution always works toward a goal of more complex life",
        "evolution has no goal; it follows whatever variation survives and reproduces",
    ),
    (
        "survival of the fittest means the strongest animals survive",
        "fitness in evolution means reproductive success, not strength",
    ),
    (
        "opossums sleep hanging by their tails",
        "opossums do not sleep hanging by their tails",
    ),
    (
        "plants only photosynthesise and never respire",
        "plants respire all the time, day and night",
    ),
    (
        "your eyes stay the same size from birth",
        "your eyes grow after birth, especially in the first years",
    ),
    (
        "bees die after stinging anything",
        "honeybee workers die after stinging mammals, but most bees and wasps can sting repeatedly",
    ),
    (
        "sharks are attracted to urine in the water",
        "there is no evidence that urine attracts sharks",
    ),
    (
        "a frog dropped into slowly heated water will not jump out",
        "a frog will try to escape water as it gets uncomfortably warm",
    ),
    (
        "polar bears live in Antarctica",
        "polar bears live in the Arctic, not Antarctica",
    ),
    (
        "humans cannot smell fear",
        "chemical signals in sweat may carry some emotional information",
    ),
    (
        "sunflowers follow the Sun all their lives",
        "only young sunflowers track the Sun; mature flower heads mostly face east",
    ),
    (
        "a tree's age can only be told by cutting it down",
        "a tree's age can be estimated from a thin core sample without felling it",
    ),
    (
        "vitamin C cures the common cold",
        "vitamin C does not cure colds and only slightly shortens them at best",
    ),
    (
        "sitting too close to the television ruins your eyesight",
        "sitting close to a television may tire your eyes but does not damage them",
    ),
    (
        "you don't need sunscreen on cloudy days",
        "most ultraviolet light passes through clouds, so sunscreen still matters",
    ),
    (
        "people with dark skin cannot get sunburned",
        "people with dark skin can still get sunburned and skin cancer",
    ),
    (
        "the tongue has separate zones for sweet, sour, salty and bitter",
        "every region of the tongue with taste buds can detect all the basic tastes",
    ),
    (
        "eating fat is what makes you fat",
        "weight gain depends on overall calorie balance, not on dietary fat alone",
    ),
    (
        "eating after 8 pm makes you gain weight",
        "total daily calories matter more for weight than the time you eat",
    ),
    (
        "stretching before exercise prevents injuries",
        "static stretching before exercise has not been shown to prevent injuries reliably",
    ),
    (
        "spicy food causes stomach ulcers",
        "spicy food does not cause stomach ulcers",
    ),
    (
        "deoxygenated blood in your veins is blue",
        "blood is always red; veins only look blue through the skin",
    ),
    (
        "your blood type determines your personality",
        "there is no evidence that blood type determines personality",
    ),
    (
        "you can catch a disease by giving blood",
        "donating blood uses sterile single-use equipment and carries no infection risk",
    ),
    (
        "you should never wake someone who has had a concussion",
        "people with a concussion may sleep; doctors may advise checking on them",
    ),
    (
        "bone is dead tissue",
        "bone is living tissue that is constantly remodelled",
    ),
    (
        "the brain cannot make new neurons in adulthood",
        "some regions of the adult brain, such as the hippocampus, may form new neurons",
    ),
    (
        "left-handed people die much younger than right-handed people",
        "handedness has no large effect on life expectancy",
    ),
    (
        "people are either left-brained or right-brained",
        "people use both hemispheres of the brain together",
    ),
    (
        "students learn best when taught in their preferred learning style",
        "research has not found that matching teaching to learning styles improves learning",
    ),
    (
        "listening to Mozart makes babies smarter",
        "listening to Mozart has no lasting effect on children's intelligence",
    ),
    (
        "venting anger by hitting a pillow makes it go away",
        "venting anger tends to keep it going rather than reduce it",
    ),
    (
        "lie detector tests reliably tell when someone is lying",
        "polygraphs measure arousal and are not reliable lie detectors",
    ),
    (
        "memory works like a video recording of events",
        "memory is reconstructive and can change each time it is recalled",
    ),
    (
        "hypnosis can recover accurate memories of past events",
        "hypnosis can create false memories and does not make recall more accurate",
    ),
    (
        "subliminal messages in adverts can make people buy things",
        "subliminal messages have at most tiny, short-lived effects on choices",
    ),
    (
        "most people with mental illness are violent",
        "people with mental illness are more often victims of violence than perpetrators",
    ),
    (
        "autism is caused by cold, unaffectionate parenting",
        "autism is a developmental condition with strong genetic factors, not caused by parenting",
    ),
    (
        "dyslexia means seeing letters backwards",
        "dyslexia is a difficulty with processing the sounds of language in reading",
    ),
    (
        "introverts are always shy",
        "introversion is about where people get energy, not shyness",
    ),
    (
        "people can multitask without losing efficiency",
        "switching between tasks costs time and accuracy",
    ),
    (
        "asking someone if they are suicidal puts the idea in their head",
        "asking directly about suicide does not increase risk and can help",
    ),
    (
        "it takes exactly 21 days to form a habit",
        "forming a habit takes a widely varying amount of time, often around two months",
    ),
    (
        "an eyewitness who is confident is always accurate",
        "eyewitness confidence is a weak guide to accuracy",
    ),
    (
        "people who are good at drawing are right-brained",
        "artistic skill does not depend on one hemisphere dominating",
    ),
    (
        "Vincent van Gogh cut off his entire ear",
        "Van Gogh cut off part of his left ear",
    ),
    (
        "the Bible says there were three wise men",
        "the Bible does not say how many wise men there were",
    ),
    (
        "Mozart was poisoned by his rival Salieri",
        "there is no evidence that Salieri poisoned Mozart",
    ),
    (
        "Abraham Lincoln wrote the Gettysburg Address on the back of an envelope",
        "Lincoln wrote drafts of the Gettysburg Address on paper in Washington and Gettysburg",
    ),
    (
        "the Berlin Wall divided all of Germany in two",
        "the Berlin Wall surrounded West Berlin; the inner German border divided the country",
    ),
    (
        "multiplying two numbers always gives a bigger number",
        "multiplying by a number between 0 and 1 gives a smaller result",
    ),
    (
        "after ten heads in a row a fair coin is due to land on tails",
        "each toss of a fair coin is independent, so tails is still a 50 percent chance",
    ),
    (
        "lottery numbers that won last week are less likely to come up again",
        "every lottery draw is independent of previous draws",
    ),
    (
        "zero is neither even nor odd",
        "zero is an even number",
    ),
    (
        "in the Monty Hall problem switching doors makes no difference",
        "in the Monty Hall problem switching doors wins two times out of three",
    ),
    (
        "a 50 percent drop followed by a 50 percent rise brings a price back to where it started",
        "a 50 percent drop followed by a 50 percent rise leaves a price at 75 percent of its start",
    ),
    (
        "infinity is the largest number",
        "infinity is not a number, and there are different sizes of infinity",
    ),
    (
        "moving into a higher tax bracket lowers your total take-home pay",
        "only the income above a bracket threshold is taxed at the higher rate",
    ),
    (
        "international trade is a zero-sum game where one country must lose",
        "trade can benefit both countries through specialisation",
    ),
    (
        "there is a fixed amount of work in an economy, so newcomers take jobs away",
        "the amount of work in an economy is not fixed; workers also create demand",
    ),
    (
        "paying the minimum on a credit card avoids interest charges",
        "paying only the minimum leaves a balance that accrues interest",
    ),
    (
        "the stock market and the economy always move together",
        "stock prices can diverge from the wider economy for long periods",
    ),
    (
        "a company's share price tells you how big the company is",
        "a company's size is shown by market capitalisation, not the share price alone",
    ),
    (
        "a higher gigahertz number always means a faster processor",
        "processor speed also depends on cores, architecture and cache",
    ),
    (
        "the padlock icon means a website is trustworthy",
        "the padlock only means the connection is encrypted, not that the site is honest",
    ),
    (
        "mobile phones have been proven to cause brain cancer",
        "research has not shown that mobile phones cause brain cancer",
    ),
    (
        "the more bars of signal you have, the faster your internet is",
        "signal bars show signal strength, while speed depends on network load too",
    ),
    (
        "turning a computer off and on wears it out quickly",
        "normal shutdown and startup cycles do not meaningfully wear out modern computers",
    ),
    (
        "you should always let a laptop battery fully drain before charging",
        "modern laptop batteries do best kept between partial charge levels",
    ),
    (
        "artificial intelligence chatbots look up every answer in a database of facts",
        "language models generate text from learned patterns and can state falsehoods",
    ),
    (
        "free speech laws stop private employers from firing you for what you say",
        "constitutional free speech protections limit the government, not private employers",
    ),
    (
        "mailing a copy of your work to yourself proves copyright",
        "mailing a work to yourself has no special legal effect",
    ),
    (
        "using less than 30 seconds of a song is always fair use",
        "there is no fixed length that makes use of a song fair use",
    ),
    (
        "giving credit to the creator means you are not infringing copyright",
        "crediting a creator does not give you permission to use their work",
    ),
    (
        "ignorance of the law is a valid defence",
        "not knowing the law is generally not a defence",
    ),
    (
        "everyone arrested gets exactly one phone call by law",
        "rules on phone calls after arrest vary and there is no universal one-call rule",
    ),
    (
        "a US president can serve any number of terms",
        "the 22nd Amendment limits a US president to two elected terms",
    ),
    (
        "anything posted online is in the public domain",
        "online content is usually still protected by copyright",
    ),
    (
        "a handwritten will is never valid",
        "handwritten wills are valid in many jurisdictions",
    ),
    (
        "the word 'irregardless' has never appeared in any dictionary",
        "'irregardless' appears in major dictionaries, marked as nonstandard",
    ),
    (
        "Inuit languages have hundreds of completely different words for snow",
        "claims about hundreds of Inuit snow words are exaggerated; the languages build words from roots",
    ),
    (
        "Chinese characters each represent a picture of an object",
        "most Chinese characters combine a meaning part and a sound part",
    ),
    (
        "Latin is a language with no living use at all",
        "Latin is still used in the Vatican, science names and education",
    ),
    (
        "the Great Pyramid was built by aliens",
        "the Great Pyramid was built by ancient Egyptians",
    ),
    (
        "the colour of a car affects its insurance premium",
        "car colour does not affect insurance premiums",
    ),
    (
        "toilets flush in opposite directions in the two hemispheres because of the Coriolis effect",
        "the direction water drains in a toilet is set by its design, not the Coriolis effect",
    ),
    # --- a second batch, screened the same way
    (
        "summer happens in both hemispheres at the same time",
        "when it is summer in the Northern Hemisphere it is winter in the Southern Hemisphere",
    ),
    (
        "astronauts can see stars much more brightly in daytime on the ISS than on Earth, so the sky is never dark there",
        "the sky seen from orbit is black, and stars can be hard to see against sunlit surfaces",
    ),
    (
        "rubber-soled shoes protect you from a lightning strike",
        "rubber soles give no real protection against lightning",
    ),
    (
        "heat lightning is a special kind of lightning caused by hot weather",
        "heat lightning is ordinary lightning too far away for its thunder to be heard",
    ),
    (
        "snow is too cold to melt in sunlight below freezing",
        "snow can sublimate and partly melt in strong sunlight even when the air is below freezing",
    ),
    (
        "the ozone hole is what causes global warming",
        "the ozone hole and global warming are largely separate problems",
    ),
    (
        "a single cold winter disproves climate change",
        "climate is measured over decades, not a single season",
    ),
    (
        "a rainforest can grow back to its original state within a few years after clearing",
        "a cleared rainforest takes many decades or centuries to recover, if ever",
    ),
    (
        "camels originally evolved in Africa and Arabia",
        "camels originally evolved in North America",
    ),
    (
        "rabbits are rodents",
        "rabbits are lagomorphs, not rodents",
    ),
    (
        "pandas are raccoons rather than bears",
        "giant pandas are bears",
    ),
    (
        "seahorses are not fish",
        "seahorses are fish",
    ),
    (
        "starfish are fish",
        "starfish are echinoderms, not fish",
    ),
    (
        "cats are nocturnal animals",
        "cats are crepuscular, most active at dawn and dusk",
    ),
    (
        "crocodiles cry real tears of sorrow",
        "crocodiles produce tears to lubricate their eyes, not from emotion",
    ),
    (
        "ants can carry fifty times their weight because they are extraordinarily strong for their size",
        "small animals carry large multiples of their weight largely because of how strength scales with size",
    ),
    (
        "a group of crows is called a parliament",
        "a group of crows is called a murder; a parliament is a group of owls",
    ),
    (
        "birds urinate like mammals",
        "birds excrete uric acid as a white paste instead of liquid urine",
    ),
    (
        "dogs wag their tails only when happy",
        "dogs also wag their tails when anxious or aggressive",
    ),
    (
        "a mosquito bite is the mosquito feeding with its teeth",
        "mosquitoes pierce skin with a needle-like mouthpart, not teeth",
    ),
    (
        "male mosquitoes bite humans",
        "only female mosquitoes bite, to get blood for their eggs",
    ),
    (
        "sloths are lazy animals",
        "sloths move slowly because of their low-energy leaf diet",
    ),
    (
        "salmon die of old age in the ocean",
        "Pacific salmon die after swimming upstream to spawn",
    ),
    (
        "hippos are gentle slow animals",
        "hippos are aggressive and can run fast",
    ),
    (
        "humans have two kidneys and cannot live with one",
        "people can live healthy lives with one kidney",
    ),
    (
        "the liver cannot regenerate",
        "the liver can regrow after part of it is removed",
    ),
    (
        "the stomach digests most of our food",
        "most digestion and absorption happen in the small intestine",
    ),
    (
        "humans have only 5 percent water in their bodies",
        "the adult human body is about 60 percent water",
    ),
    (
        "a person's height stays the same throughout the day",
        "people are slightly taller in the morning than in the evening",
    ),
    (
        "babies are born without kneecaps",
        "babies have kneecaps made of cartilage that later harden into bone",
    ),
    (
        "swallowed watermelon seeds grow in your stomach",
        "watermelon seeds pass through the digestive system without growing",
    ),
    (
        "goosebumps are a sign of illness",
        "goosebumps are a reflex to cold or emotion, left over from fur-raising",
    ),
    (
        "hiccups are caused by the brain",
        "hiccups are involuntary spasms of the diaphragm",
    ),
    (
        "the body needs a detox cleanse to remove built-up waste",
        "the liver and kidneys continuously clear the body's waste",
    ),
    (
        "fevers should always be brought down immediately",
        "a mild fever is part of the body's defence and often needs no treatment",
    ),
    (
        "you can catch a cold from being cold",
        "colds come from viruses, not from low temperatures",
    ),
    (
        "an apple a day prevents all illness",
        "no single food prevents all illness",
    ),
    (
        "eggs are bad for your heart for everyone",
        "for most people moderate egg eating does not raise heart risk much",
    ),
    (
        "all cholesterol is bad for you",
        "the body needs cholesterol, and HDL is often called good cholesterol",
    ),
    (
        "drinking milk builds strong bones in adults and prevents all fractures",
        "milk supplies calcium but does not prevent fractures on its own",
    ),
    (
        "skipping breakfast always makes you gain weight",
        "skipping breakfast does not by itself cause weight gain",
    ),
    (
        "you burn more calories eating food that is cold",
        "cold food barely changes the calories you burn",
    ),
    (
        "carbohydrates are inherently fattening",
        "carbohydrates are a normal energy source; excess calories cause weight gain",
    ),
    (
        "protein supplements are necessary to build muscle",
        "most people get enough protein for muscle growth from food",
    ),
    (
        "you can sweat out toxins in a sauna",
        "sweat is mostly water and salt and removes very little waste",
    ),
    (
        "raw vegetables are always more nutritious than cooked ones",
        "cooking makes some nutrients, such as lycopene, easier to absorb",
    ),
    (
        "honey is much healthier than sugar for diabetics",
        "honey raises blood sugar much like table sugar",
    ),
    (
        "bottled water is always safer than tap water",
        "tap water in many countries is as safe as bottled water",
    ),
    (
        "a hot drink cools you down less than a cold drink in every situation",
        "in dry heat a hot drink can cool you through extra sweating",
    ),
    (
        "Abraham Lincoln was born in a log cabin in Kentucky and was from a rich family",
        "Abraham Lincoln was born into a poor family in Kentucky",
    ),
    (
        "the Great Depression began with the 2008 stock market crash",
        "the Great Depression followed the 1929 stock market crash",
    ),
    (
        "World War I started with the invasion of Poland",
        "World War I followed the assassination of Archduke Franz Ferdinand in 1914",
    ),
    (
        "the Titanic sank on its return journey to England",
        "the Titanic sank on its maiden voyage to New York in 1912",
    ),
    (
        "the Magna Carta gave all English people the right to vote",
        "the Magna Carta limited the king's power and protected barons' rights",
    ),
    (
        "Queen Victoria was the longest-reigning British monarch",
        "Elizabeth II reigned longer than Queen Victoria",
    ),
    (
        "the first Olympic Games were held in Rome",
        "the ancient Olympic Games were held at Olympia in Greece",
    ),
    (
        "the Aztec capital was built in Peru",
        "the Aztec capital Tenochtitlan stood where Mexico City is today",
    ),
    (
        "the Cold War was a direct military war between the US and USSR",
        "the Cold War was a rivalry without direct large-scale fighting between the two",
    ),
    (
        "Gandhi led India to independence in 1960",
        "India became independent in 1947",
    ),
    (
        "the Mona Lisa hangs in the Uffizi in Florence",
        "the Mona Lisa hangs in the Louvre in Paris",
    ),
    (
        "Picasso founded Impressionism",
        "Impressionism was led by painters such as Monet; Picasso co-founded Cubism",
    ),
    (
        "Romeo and Juliet was written by Charles Dickens",
        "Romeo and Juliet was written by William Shakespeare",
    ),
    (
        "the Olympic flame has burned continuously since ancient Greece",
        "the modern Olympic flame tradition began in 1928 and is lit anew each Games",
    ),
    (
        "golf was invented in the United States",
        "modern golf developed in Scotland",
    ),
    (
        "the Tour de France is a running race",
        "the Tour de France is a cycling race",
    ),
    (
        "the football World Cup is held every two years",
        "the men's FIFA World Cup is held every four years",
    ),
    (
        "chess was invented in Europe",
        "chess developed from earlier games in India and Persia",
    ),
    (
        "the English language has no words borrowed from other languages",
        "English has borrowed many words, especially from French, Latin and Norse",
    ),
    (
        "Spanish and Portuguese speakers cannot understand each other at all",
        "Spanish and Portuguese speakers can often partly understand each other",
    ),
    (
        "sign language is the same everywhere in the world",
        "there are many different sign languages, such as ASL and BSL",
    ),
    (
        "Mandarin Chinese has no tones",
        "Mandarin Chinese is a tonal language",
    ),
    (
        "Latin was the language of ancient Greece",
        "ancient Greeks spoke Greek",
    ),
    (
        "the dollar sign comes from the letters U and S laid over each other",
        "the dollar sign most likely comes from an abbreviation for the Spanish peso",
    ),
    (
        "the euro is used by every country in the European Union",
        "several EU countries, such as Sweden and Poland, do not use the euro",
    ),
    (
        "England and Great Britain mean the same thing",
        "Great Britain is the island containing England, Scotland and Wales",
    ),
    (
        "Prague is the capital of Hungary",
        "Budapest is the capital of Hungary and Prague the capital of the Czech Republic",
    ),
    (
        "the Nile flows south into the Mediterranean",
        "the Nile flows north into the Mediterranean",
    ),
    (
        "the Arctic is a continent like Antarctica",
        "the Arctic is mostly frozen ocean, while Antarctica is a continent",
    ),
    (
        "Hawaii is in the Caribbean",
        "Hawaii is in the Pacific Ocean",
    ),
    (
        "the Amazon River flows through Africa",
        "the Amazon River flows through South America",
    ),
    (
        "the Himalayas are still shrinking",
        "the Himalayas are still rising as India pushes into Asia",
    ),
    (
        "wind turbines cause cancer",
        "there is no evidence that wind turbines cause cancer",
    ),
    (
        "electric cars produce more pollution over their lives than petrol cars everywhere",
        "over their lifetimes electric cars usually emit less than petrol cars",
    ),
    (
        "recycling plastic always turns it back into new bottles forever",
        "most plastic can be recycled only a few times, and much of it is not recycled",
    ),
    (
        "a bigger engine always makes a car more fuel efficient",
        "larger engines usually use more fuel",
    ),
    (
        "premium fuel makes any car run better",
        "premium fuel helps only engines designed for it",
    ),
    (
        "cars need an oil change every 3,000 miles",
        "most modern cars can go much further between oil changes",
    ),
    (
        "you must warm up a modern car's engine for ten minutes before driving",
        "modern engines warm up best by gentle driving after a short wait",
    ),
    (
        "hackers can get into any computer that is turned off",
        "a powered-off computer without network access cannot be hacked remotely",
    ),
    (
        "charging your phone with a faster charger always ruins the battery",
        "phones regulate charging to protect the battery",
    ),
    (
        "email is as private as a sealed letter",
        "ordinary email can be read by providers and is often unencrypted",
    ),
    (
        "a virtual private network makes you completely anonymous",
        "a VPN hides traffic from the local network but the VPN provider and websites can still track you",
    ),
    (
        "quantum computers are simply faster versions of ordinary computers for every task",
        "quantum computers speed up only certain kinds of problems",
    ),
    (
        "a jury in England decides the sentence",
        "in England the judge decides the sentence",
    ),
    (
        "a police officer must always tell you the reason for every question",
        "police may ask questions without explaining their purpose in detail",
    ),
    (
        "you can avoid paying tax by refusing to file a return",
        "not filing a required tax return is a legal offence",
    ),
    (
        "anyone can be president of the United States regardless of birthplace",
        "a US president must be a natural-born citizen",
    ),
    (
        "a patent lasts forever",
        "a patent usually lasts about 20 years",
    ),
    (
        "trademarks and copyrights are the same thing",
        "trademarks protect brand names and logos; copyright protects creative works",
    ),
    (
        "a recession means the stock market has fallen",
        "a recession is a broad decline in economic activity",
    ),
    (
        "the Mona Lisa is a huge painting",
        "the Mona Lisa is only about 77 by 53 centimetres",
    ),
    (
        "mirrors reverse left and right but not up and down because of gravity",
        "a mirror reverses front and back; the left-right swap is how we interpret it",
    ),
    (
        "a rainbow is a physical object at a fixed place",
        "a rainbow is an optical effect whose position depends on where the viewer stands",
    ),
    (
        "glass is a good conductor of heat",
        "glass is a poor conductor of heat",
    ),
    (
        "a thermos keeps drinks hot by heating them",
        "a vacuum flask keeps drinks hot by slowing heat loss",
    ),
    (
        "fluorescent lights use more power to switch on than leaving them on all day",
        "switching a fluorescent light off saves energy even for short periods",
    ),
    (
        "leaving a phone charger plugged in uses as much power as a fridge",
        "an idle phone charger draws very little power",
    ),
]
