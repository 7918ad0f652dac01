"""False claims with matched true counterparts (clause form, no final period)."""

# (false claim, true counterpart on the same topic)
PAIRS = [
    # --- science / physics / astronomy
    (
        "the Great Wall of China is visible from the Moon with the naked eye",
        "the Great Wall of China cannot be seen from the Moon with the naked eye",
    ),
    (
        "lightning never strikes the same place twice",
        "lightning often strikes tall structures like the Empire State Building many times a year",
    ),
    (
        "the seasons are caused by the Earth being closer to the Sun in summer",
        "the seasons are caused by the tilt of the Earth's axis",
    ),
    (
        "heavier objects fall faster than lighter ones in a vacuum",
        "all objects fall at the same rate in a vacuum regardless of their mass",
    ),
    (
        "there is no gravity in space, which is why astronauts float",
        "astronauts in orbit float because they are in continuous free fall around the Earth",
    ),
    (
        "the Sun is a burning ball of fire fuelled by oxygen",
        "the Sun is powered by nuclear fusion of hydrogen into helium",
    ),
    ("the Moon produces its own light", "the Moon shines by reflecting sunlight"),
    (
        "the dark side of the Moon never receives sunlight",
        "the far side of the Moon receives as much sunlight as the near side",
    ),
    (
        "sound travels faster in air than in water",
        "sound travels about four times faster in water than in air",
    ),
    (
        "glass is a slow-flowing liquid, which is why old windows are thicker at the bottom",
        "glass is an amorphous solid and old windows are uneven because of how they were made",
    ),
    (
        "water drains in opposite directions in the northern and southern hemispheres because of the Coriolis effect",
        "the Coriolis effect is far too weak to determine the swirl direction of a sink or toilet",
    ),
    (
        "electrons orbit the nucleus like planets orbit the Sun",
        "electrons occupy probability clouds called orbitals around the nucleus",
    ),
    (
        "Mercury is the hottest planet in the solar system because it is closest to the Sun",
        "Venus is the hottest planet in the solar system because of its thick carbon dioxide atmosphere",
    ),
    (
        "the North Star is the brightest star in the night sky",
        "Sirius is the brightest star in the night sky",
    ),
    (
        "a penny dropped from the Empire State Building can kill a person",
        "a penny dropped from the Empire State Building reaches a low terminal velocity and cannot kill anyone",
    ),
    (
        "hot water always freezes faster than cold water under all conditions",
        "water at 0 degrees Celsius must lose latent heat before it turns to ice",
    ),
    ("atoms are mostly solid matter", "atoms are mostly empty space"),
    (
        "diamonds are formed from compressed coal",
        "most natural diamonds form from carbon deep in the mantle, not from coal",
    ),
    (
        "the speed of light can be exceeded by sufficiently powerful rockets",
        "nothing with mass can be accelerated to the speed of light",
    ),
    (
        "black holes are cosmic vacuum cleaners that suck in everything in the galaxy",
        "far from a black hole its gravity behaves like that of any object of the same mass",
    ),
    (
        "Pluto is still officially classified as the ninth major planet",
        "Pluto was reclassified as a dwarf planet in 2006",
    ),
    ("the Earth is only about 6,000 years old", "the Earth is about 4.5 billion years old"),
    (
        "the Earth is flat and ships vanish because of perspective",
        "the Earth is roughly spherical and ships disappear hull-first over the horizon",
    ),
    (
        "the Moon landings were staged in a film studio",
        "the Apollo missions landed astronauts on the Moon between 1969 and 1972",
    ),
    (
        "water is a good conductor of electricity even when perfectly pure",
        "pure water is a poor conductor and dissolved ions make tap water conductive",
    ),
    (
        "a compass needle points to the geographic North Pole",
        "a compass needle points toward the magnetic north pole, which differs from the geographic one",
    ),
    (
        "chameleons change colour mainly to camouflage themselves",
        "chameleons change colour mainly for signalling and temperature regulation",
    ),
    (
        "humans can see infrared light if they concentrate",
        "the human eye cannot detect infrared light",
    ),
    (
        "nuclear power plants can explode like atomic bombs",
        "nuclear reactor fuel is not enriched enough to detonate like a bomb",
    ),
    (
        "microwave ovens make food radioactive",
        "microwave ovens heat food by making water molecules vibrate and do not make it radioactive",
    ),
    (
        "summer is hotter because the Sun is bigger in July",
        "the Sun's apparent size barely changes over the year",
    ),
    (
        "the boiling point of water is the same at the top of Mount Everest as at sea level",
        "water boils at a lower temperature at high altitude because air pressure is lower",
    ),
    (
        "evolution says humans descended directly from modern chimpanzees",
        "humans and chimpanzees share a common ancestor",
    ),
    (
        "evolution is just a guess because it is called a theory",
        "in science a theory is a well-tested explanation supported by extensive evidence",
    ),
    (
        "antibiotics kill viruses as well as bacteria",
        "antibiotics work against bacteria and do not kill viruses",
    ),
    (
        "photosynthesis happens in the roots of plants",
        "photosynthesis happens mainly in the chloroplasts of leaves",
    ),
    (
        "plants get most of their mass from the soil",
        "plants get most of their mass from carbon dioxide in the air",
    ),
    ("bats are blind", "bats can see and many species also use echolocation"),
    ("goldfish have a three-second memory", "goldfish can remember things for months"),
    (
        "ostriches bury their heads in the sand when scared",
        "ostriches lie low to the ground when threatened rather than burying their heads",
    ),
    (
        "bulls are enraged by the colour red",
        "bulls are colour-blind to red and react to the movement of the cape",
    ),
    ("camels store water in their humps", "camels store fat in their humps"),
    ("a duck's quack does not echo", "a duck's quack echoes like any other sound"),
    (
        "touching a baby bird will make its mother reject it",
        "most birds have a poor sense of smell and do not abandon chicks touched by humans",
    ),
    (
        "earthworms become two worms when cut in half",
        "an earthworm cut in half usually dies, although the head end can sometimes regrow a tail",
    ),
    (
        "dogs see only in black and white",
        "dogs have dichromatic colour vision and can see blues and yellows",
    ),
    (
        "daddy long-legs spiders are the most venomous spiders but their fangs are too short to bite",
        "there is no evidence that daddy long-legs spiders are dangerously venomous to humans",
    ),
    (
        "sharks must never stop swimming or they will die, for every species",
        "some shark species can rest on the sea floor by pumping water over their gills",
    ),
    (
        "mosquitoes are attracted to light",
        "mosquitoes are attracted mainly by carbon dioxide, heat and body odour",
    ),
    (
        "humans only have five senses",
        "humans have more than five senses, including balance and proprioception",
    ),
    # --- health / medicine / body
    (
        "we only use ten percent of our brains",
        "we use virtually all of our brain, just not all regions at the same time",
    ),
    ("vaccines cause autism", "large studies have found no link between vaccines and autism"),
    (
        "cracking your knuckles causes arthritis",
        "studies have not found that knuckle cracking causes arthritis",
    ),
    (
        "you lose most of your body heat through your head",
        "the head loses heat roughly in proportion to its surface area",
    ),
    (
        "sugar makes children hyperactive",
        "controlled studies have not found that sugar causes hyperactivity in children",
    ),
    (
        "shaving makes hair grow back thicker and darker",
        "shaving does not change the thickness, colour or growth rate of hair",
    ),
    (
        "you should wait an hour after eating before swimming or you will drown from cramps",
        "there is no evidence that swimming soon after eating causes drowning",
    ),
    (
        "reading in dim light permanently damages your eyesight",
        "reading in dim light may cause eye strain but does not permanently damage eyesight",
    ),
    (
        "you need to drink exactly eight glasses of water a day",
        "daily water needs vary and much of it comes from food and other drinks",
    ),
    (
        "cold weather causes the common cold",
        "colds are caused by viruses, which spread more easily when people gather indoors",
    ),
    (
        "blood is blue inside the body until it touches oxygen",
        "blood is always red, darker when it is low in oxygen",
    ),
    (
        "humans have five distinct taste zones on the tongue",
        "all taste qualities can be sensed across the whole tongue",
    ),
    (
        "eating carrots gives you night vision",
        "vitamin A from carrots supports normal vision but does not give night vision",
    ),
    (
        "swallowed chewing gum stays in your stomach for seven years",
        "swallowed gum passes through the digestive system within days",
    ),
    (
        "hair and fingernails keep growing after death",
        "skin retracts after death, which makes hair and nails look longer",
    ),
    ("antibiotics cure the flu", "the flu is caused by a virus and antibiotics do not treat it"),
    (
        "MSG causes headaches and allergic reactions in most people",
        "controlled studies have not shown that MSG causes reactions in most people",
    ),
    (
        "detox teas flush toxins out of your liver",
        "the liver and kidneys remove waste products without the help of detox teas",
    ),
    (
        "eating fat makes you fat regardless of total calories",
        "weight gain depends on total energy balance rather than on dietary fat alone",
    ),
    (
        "homeopathic remedies work better the more they are diluted",
        "homeopathic remedies are typically diluted until no molecules of the original substance remain",
    ),
    (
        "waking a sleepwalker can give them a heart attack",
        "waking a sleepwalker may confuse them but is not dangerous to their heart",
    ),
    (
        "an adult human has 206 bones only after they finish puberty, and babies have fewer bones",
        "babies are born with around 270 bones, some of which fuse to reach 206 in adults",
    ),
    (
        "bleach injections can cure viral infections",
        "injecting or drinking bleach is extremely dangerous and cures nothing",
    ),
    (
        "drinking alcohol warms you up in cold weather",
        "alcohol dilates blood vessels and makes the body lose heat faster",
    ),
    (
        "you can catch HIV from sharing a drinking glass",
        "HIV is not transmitted by sharing drinking glasses",
    ),
    (
        "the flu vaccine can give you the flu",
        "the injected flu vaccine contains inactivated virus or proteins and cannot cause the flu",
    ),
    (
        "stress causes most stomach ulcers",
        "most stomach ulcers are caused by Helicobacter pylori infection or NSAIDs",
    ),
    (
        "a person's left brain makes them logical and the right brain makes them creative",
        "people do not have a dominant brain hemisphere that determines personality",
    ),
    (
        "vitamin C megadoses prevent you from ever catching a cold",
        "vitamin C supplements do not prevent colds for most people",
    ),
    (
        "people with type 1 diabetes got it from eating too much sugar",
        "type 1 diabetes is an autoimmune condition not caused by eating sugar",
    ),
    ("organic food contains no pesticides at all", "organic farming can use approved pesticides"),
    (
        "you must starve a fever and feed a cold",
        "people with a fever or a cold both need adequate fluids and nutrition",
    ),
    (
        "cancer is always caused by a fungus and can be cured with baking soda",
        "cancer is a group of diseases involving abnormal cell growth, and baking soda does not cure it",
    ),
    (
        "wounds heal faster if you let them dry out and form a scab",
        "wounds generally heal faster when kept clean and moist",
    ),
    (
        "eating turkey makes you sleepy because it is unusually high in tryptophan",
        "turkey contains no more tryptophan than most other meats",
    ),
    # --- history
    (
        "Napoleon Bonaparte was extremely short, about five feet tall",
        "Napoleon was of roughly average height for a Frenchman of his time",
    ),
    (
        "Albert Einstein failed mathematics at school",
        "Albert Einstein excelled at mathematics at school",
    ),
    (
        "Vikings wore horned helmets into battle",
        "there is no evidence that Vikings wore horned helmets in battle",
    ),
    (
        "people in the Middle Ages believed the Earth was flat",
        "educated people in the Middle Ages knew the Earth was round",
    ),
    (
        "Christopher Columbus proved the world was round",
        "the Earth's roundness had been known since ancient Greek times",
    ),
    (
        "Marie Antoinette said 'let them eat cake'",
        "there is no reliable evidence that Marie Antoinette said 'let them eat cake'",
    ),
    (
        "Thomas Edison invented the light bulb entirely on his own",
        "Edison improved on earlier incandescent lamps made by many inventors",
    ),
    (
        "the Declaration of Independence was signed on July 4, 1776 by all signers",
        "most delegates signed the Declaration of Independence on August 2, 1776",
    ),
    (
        "George Washington had wooden teeth",
        "George Washington's dentures were made of ivory, metal and human and animal teeth",
    ),
    (
        "the pyramids of Giza were built by slaves",
        "the pyramids of Giza were built largely by paid Egyptian labourers",
    ),
    (
        "the Titanic was advertised by its builders as unsinkable in all its marketing",
        "the Titanic sank in 1912 after striking an iceberg",
    ),
    ("Abraham Lincoln was the first US president", "George Washington was the first US president"),
    ("World War II ended in 1950", "World War II ended in 1945"),
    ("the Berlin Wall fell in 1979", "the Berlin Wall fell in 1989"),
    ("the French Revolution began in 1812", "the French Revolution began in 1789"),
    (
        "the Roman Empire fell in a single day when Rome was sacked in 410",
        "the Western Roman Empire is usually said to have ended in 476",
    ),
    ("Julius Caesar was the first Roman emperor", "Augustus was the first Roman emperor"),
    (
        "Cleopatra was ethnically Egyptian",
        "Cleopatra belonged to the Ptolemaic dynasty of Macedonian Greek origin",
    ),
    (
        "the Great Fire of London in 1666 killed tens of thousands of people",
        "only a handful of deaths from the Great Fire of London were recorded",
    ),
    (
        "Paul Revere shouted 'the British are coming' through the streets",
        "Paul Revere's ride was a quiet warning to colonial militia leaders",
    ),
    (
        "the Emancipation Proclamation freed all slaves in the United States immediately",
        "the Thirteenth Amendment abolished slavery throughout the United States in 1865",
    ),
    (
        "the Wright brothers flew the first airplane in 1850",
        "the Wright brothers made their first powered flight in 1903",
    ),
    (
        "Galileo invented the telescope",
        "the telescope was first patented in the Netherlands before Galileo improved it",
    ),
    (
        "Henry Ford invented the automobile",
        "Karl Benz built one of the first practical automobiles in 1885",
    ),
    (
        "the Magna Carta established democracy in England in 1215",
        "the Magna Carta of 1215 limited the king's power over his barons",
    ),
    (
        "the Soviet Union was the first country to land a person on the Moon",
        "the United States landed the first humans on the Moon in 1969",
    ),
    ("Shakespeare wrote Don Quixote", "Miguel de Cervantes wrote Don Quixote"),
    (
        "the American Civil War was fought between the United States and Britain",
        "the American Civil War was fought between the Union and the Confederacy",
    ),
    (
        "Hitler was democratically elected with a majority of the popular vote",
        "the Nazi party never won an outright majority in a free election",
    ),
    (
        "witches were burned at the stake in the Salem witch trials",
        "those executed in the Salem witch trials were hanged, not burned",
    ),
    (
        "the Chinese invented gunpowder in the 1600s",
        "gunpowder was invented in China around the ninth century",
    ),
    (
        "Neil Armstrong said 'one small step for a woman' on the Moon",
        "Neil Armstrong was the first person to walk on the Moon",
    ),
    # --- geography
    ("Sydney is the capital of Australia", "Canberra is the capital of Australia"),
    (
        "Mount Kilimanjaro is the tallest mountain in the world",
        "Mount Everest is the tallest mountain above sea level",
    ),
    (
        "the Amazon is the longest river in Europe",
        "the Danube is one of the longest rivers in Europe",
    ),
    ("Africa is a single country", "Africa is a continent of 54 countries"),
    (
        "Greenland is bigger than Africa, as the Mercator map shows",
        "Africa is about fourteen times larger than Greenland",
    ),
    ("Toronto is the capital of Canada", "Ottawa is the capital of Canada"),
    (
        "the Sahara is the largest desert on Earth including polar deserts",
        "Antarctica is the largest desert on Earth",
    ),
    ("Rio de Janeiro is the capital of Brazil", "Brasilia is the capital of Brazil"),
    ("Istanbul is the capital of Turkey", "Ankara is the capital of Turkey"),
    (
        "the equator passes through the United States",
        "the equator passes through Ecuador, Brazil and Kenya",
    ),
    ("Mount Everest is in the Alps", "Mount Everest is in the Himalayas on the Nepal-China border"),
    ("the Pacific Ocean is the smallest ocean", "the Pacific Ocean is the largest ocean"),
    (
        "Australia is the largest island and not a continent because it is surrounded by water",
        "Australia is considered a continent and Greenland is the largest island",
    ),
    (
        "the Nile flows from north to south into central Africa",
        "the Nile flows northward into the Mediterranean Sea",
    ),
    (
        "Russia and the United States are separated by at least a thousand kilometres of ocean",
        "Russia and the United States are separated by the Bering Strait, about 82 km wide",
    ),
    (
        "New York City is the capital of the United States",
        "Washington, D.C. is the capital of the United States",
    ),
    (
        "Switzerland is a member of the European Union",
        "Switzerland is not a member of the European Union",
    ),
    (
        "the Dead Sea is the deepest lake in the world",
        "Lake Baikal is the deepest lake in the world",
    ),
    ("Mexico is in South America", "Mexico is in North America"),
    (
        "Iceland is covered in ice while Greenland is green and lush",
        "Greenland is mostly covered by an ice sheet",
    ),
    # --- math
    ("0.999 repeating is strictly less than 1", "0.999 repeating is exactly equal to 1"),
    ("the square root of 2 is a rational number", "the square root of 2 is irrational"),
    ("there is a largest prime number", "there are infinitely many prime numbers"),
    ("pi is exactly equal to 22/7", "22/7 is only an approximation of pi"),
    (
        "dividing by zero gives infinity in ordinary arithmetic",
        "division by zero is undefined in ordinary arithmetic",
    ),
    ("1 is a prime number", "2 is the smallest prime number"),
    (
        "the sum of the angles of any triangle on a sphere is exactly 180 degrees",
        "the angles of a triangle on a flat plane sum to 180 degrees",
    ),
    (
        "multiplying two negative numbers gives a negative number",
        "the product of two negative numbers is positive",
    ),
    ("every continuous function is differentiable", "every differentiable function is continuous"),
    ("the harmonic series 1 + 1/2 + 1/3 + ... converges", "the harmonic series diverges"),
    (
        "a coin that landed heads five times is more likely to land tails next",
        "for a fair coin each toss is independent of previous tosses",
    ),
    (
        "the Monty Hall problem gives a 50/50 chance whether you switch or not",
        "in the Monty Hall problem switching wins two thirds of the time",
    ),
    (
        "there are more even numbers than natural numbers",
        "the even numbers and the natural numbers have the same cardinality",
    ),
    ("the derivative of x squared is x", "the derivative of x squared is 2x"),
    (
        "the integral of 1/x is x squared over 2",
        "the integral of 1/x is the natural logarithm of the absolute value of x plus a constant",
    ),
    (
        "Fermat's Last Theorem has never been proven",
        "Andrew Wiles proved Fermat's Last Theorem in the 1990s",
    ),
    (
        "a correlation between two variables proves one causes the other",
        "correlation alone does not establish causation",
    ),
    (
        "every even number greater than 2 has been proven to be the sum of two primes",
        "Goldbach's conjecture remains unproven",
    ),
    # --- economics / finance
    (
        "printing more money always makes a country richer without inflation",
        "printing large amounts of money can cause inflation",
    ),
    (
        "the stock market always goes up every year",
        "the stock market has had many years with losses",
    ),
    (
        "raising the minimum wage always causes mass unemployment",
        "the employment effects of minimum wage increases are debated and depend on the size of the increase",
    ),
    (
        "a country's national debt works exactly like a household's credit card debt",
        "sovereign debt in a country's own currency differs in important ways from household debt",
    ),
    (
        "the gold standard prevented all recessions",
        "economies on the gold standard still experienced recessions and depressions",
    ),
    (
        "tariffs are paid entirely by the exporting country",
        "tariffs are paid by importers and often passed on to domestic consumers",
    ),
    (
        "inflation is always caused by greedy corporations alone",
        "inflation can have many causes including monetary policy and supply shocks",
    ),
    (
        "moving into a higher tax bracket means all your income is taxed at the higher rate",
        "in a progressive system only the income above a bracket threshold is taxed at the higher rate",
    ),
    (
        "Bitcoin transactions are completely anonymous and untraceable",
        "Bitcoin transactions are recorded on a public ledger and are pseudonymous",
    ),
    (
        "the Federal Reserve is a department of the US Treasury",
        "the Federal Reserve is the independent central bank of the United States",
    ),
    (
        "diversifying a portfolio guarantees you cannot lose money",
        "diversification reduces risk but does not eliminate losses",
    ),
    (
        "the Great Depression was caused solely by the 1929 stock market crash",
        "the Great Depression had many causes including banking failures and monetary contraction",
    ),
    (
        "trade deficits always mean a country is losing money",
        "a trade deficit is offset by capital inflows in the balance of payments",
    ),
    # --- technology
    ("Macs cannot get viruses", "Macs can be infected by malware although it is less common"),
    (
        "incognito mode makes you completely anonymous online",
        "incognito mode only stops the browser saving local history",
    ),
    (
        "more megapixels always means better photos",
        "image quality depends on sensor size, lens and processing as well as megapixels",
    ),
    (
        "you must fully drain lithium-ion batteries before recharging them",
        "lithium-ion batteries do not need to be fully drained before charging",
    ),
    (
        "5G networks spread the coronavirus",
        "viruses cannot travel on radio waves and 5G does not spread disease",
    ),
    (
        "HTML is a programming language that supports loops and variables",
        "HTML is a markup language that describes the structure of web pages",
    ),
    (
        "Python was created by Microsoft in 2010",
        "Python was created by Guido van Rossum and first released in 1991",
    ),
    (
        "deleting a file immediately erases its data from the disk",
        "deleting a file usually only removes its reference until the space is overwritten",
    ),
    (
        "the internet and the World Wide Web are the same thing",
        "the World Wide Web is a service that runs on top of the internet",
    ),
    (
        "quantum computers can already break all encryption in seconds",
        "current quantum computers are far too small to break widely used encryption",
    ),
    (
        "Java and JavaScript are the same language",
        "Java and JavaScript are different languages despite the similar names",
    ),
    (
        "RAM stores your files permanently after the computer is turned off",
        "RAM is volatile memory and loses its contents when power is removed",
    ),
    (
        "closing background apps on a smartphone always saves battery",
        "force-closing apps can use more battery when they have to be relaunched",
    ),
    ("Linux was created by Apple as part of macOS", "Linux was created by Linus Torvalds in 1991"),
    (
        "SSDs wear out within a few months of normal use",
        "modern SSDs typically last many years under normal use",
    ),
    (
        "HTTPS guarantees that a website is trustworthy and not a scam",
        "HTTPS encrypts the connection but does not guarantee a site is legitimate",
    ),
    (
        "Moore's law is a law of physics",
        "Moore's law is an observation about the growth of transistor counts",
    ),
    # --- chemistry / misc
    (
        "water is made of two oxygen atoms and one hydrogen atom",
        "a water molecule has two hydrogen atoms and one oxygen atom",
    ),
    (
        "gold is the most abundant element in the Earth's crust",
        "oxygen is the most abundant element in the Earth's crust",
    ),
    ("helium is heavier than air", "helium is lighter than air"),
    ("salt makes water boil much faster", "adding salt slightly raises the boiling point of water"),
    (
        "all bacteria are harmful to humans",
        "many bacteria are beneficial, such as those in the gut microbiome",
    ),
    (
        "humans and dinosaurs lived at the same time",
        "non-avian dinosaurs went extinct about 66 million years before humans appeared",
    ),
    (
        "the tongue is the strongest muscle in the human body",
        "the masseter is often cited as the strongest muscle by force",
    ),
    (
        "Frankenstein is the name of the monster in Mary Shelley's novel",
        "Frankenstein is the name of the scientist in Mary Shelley's novel",
    ),
    (
        "Sherlock Holmes says 'Elementary, my dear Watson' in Conan Doyle's stories",
        "Sherlock Holmes was created by Arthur Conan Doyle",
    ),
    ("Beethoven was born deaf", "Beethoven gradually lost his hearing in adulthood"),
    ("the Mona Lisa was painted by Michelangelo", "the Mona Lisa was painted by Leonardo da Vinci"),
    ("Mount Vesuvius destroyed Rome", "Mount Vesuvius destroyed Pompeii and Herculaneum in 79 AD"),
    ("a year on Mars is shorter than a year on Earth", "a year on Mars lasts about 687 Earth days"),
    ("Venus is the closest planet to the Sun", "Mercury is the closest planet to the Sun"),
    ("the human body contains exactly 100 chromosomes", "most human cells contain 46 chromosomes"),
    ("DNA is a protein", "DNA is a nucleic acid"),
    (
        "the heart is on the far right side of the chest",
        "the heart sits in the middle of the chest, tilted slightly to the left",
    ),
]
