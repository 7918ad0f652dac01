"""Still more well-known misconceptions with matched true counterparts (clause form, no final
period), written to widen the claim matcher's coverage: physics and space, animals and plants,
food, the body and first aid, history, geography, language, technology, law, economics and
misremembered or misattributed quotes.

Kept off the topics of both dev sets (dev_src.py, dev2_src.py): every pair was checked with the
packaged embedder, and pairs with a member within cosine 0.6 of a dev false-premise prompt (e.g.
thundersnow, the Eiffel Tower's permit, Everest's growth, Einstein and the Manhattan Project,
honey and pollen, the papal election; and the 1896 Olympics, whose false member
was nearer than its true one to an everyday question on the Games' history), within 0.5 of a neutral bank prompt (see
fp_claims_more.py for why) or restating a bank claim (cosine >= 0.8) were left out, so the dev
sets keep measuring claims the bank does not know. (exemplars-dev2's "known" subset was written
afterwards, as paraphrases of some of the first 109 pairs here.)
"""

# (false claim, true counterpart on the same topic)
PAIRS = [
    (
        "heat and temperature are the same physical quantity",
        "heat is energy in transfer while temperature measures the average kinetic energy of particles",
    ),
    (
        "mass and weight are the same thing",
        "mass is the amount of matter in an object while weight is the force gravity exerts on it",
    ),
    (
        "you can see stars in daylight by looking up from the bottom of a deep well",
        "looking up from a deep well does not make stars visible in daylight",
    ),
    (
        "the surface of the Sun is hotter than a lightning bolt",
        "a lightning bolt briefly heats the air to several times the temperature of the Sun's surface",
    ),
    (
        "a sheet of paper can never be folded in half more than seven times",
        "a long enough sheet of paper has been folded in half twelve times",
    ),
    (
        "the sound of the sea in a seashell is the ocean's echo trapped inside it",
        "the sound in a seashell is ambient noise resonating in its cavity",
    ),
    (
        "a full moon makes people behave more strangely and fills emergency rooms",
        "studies find no reliable link between the full moon and human behaviour or hospital admissions",
    ),
    (
        "every desert on Earth is hot",
        "many deserts, such as the Gobi and the polar deserts, are cold for much of the year",
    ),
    (
        "the Moon is larger than the planet Mercury",
        "the planet Mercury is larger than Earth's Moon",
    ),
    (
        "Neptune was found by astronomers scanning the sky at random",
        "Neptune's position was predicted mathematically before it was first observed",
    ),
    ("comets are made mostly of rock and metal", "comets are made mostly of ice and dust"),
    (
        "the Sun stays fixed in one place in the galaxy",
        "the Sun orbits the centre of the Milky Way",
    ),
    ("Saturn is denser than the Earth", "Saturn's average density is lower than that of water"),
    (
        "the Earth is the only world in the solar system with volcanoes",
        "Mars has giant extinct volcanoes and Jupiter's moon Io has active ones",
    ),
    (
        "outer space is a perfect vacuum with nothing in it at all",
        "outer space contains sparse gas, dust, radiation and magnetic fields",
    ),
    ("electric eels are true eels", "electric eels are knifefish rather than true eels"),
    ("jellyfish are a kind of fish", "jellyfish are cnidarians and not fish at all"),
    (
        "a rhino's horn is made of bone",
        "a rhino's horn is made of keratin, like hair and fingernails",
    ),
    ("flamingos are born pink", "flamingos hatch grey and turn pink from pigments in their food"),
    (
        "hummingbirds migrate by riding on the backs of geese",
        "hummingbirds migrate under their own power",
    ),
    (
        "a cockroach dies instantly when it loses its head",
        "a headless cockroach can survive for days or even weeks",
    ),
    ("lions live mainly in dense jungle", "lions live mainly in savannas and open grassland"),
    ("foxes belong to the cat family", "foxes belong to the dog family, the canids"),
    (
        "hyenas are a kind of wild dog",
        "hyenas are more closely related to cats and mongooses than to dogs",
    ),
    (
        "Venus flytraps come from tropical rainforests",
        "Venus flytraps grow wild only in the wetlands of North and South Carolina",
    ),
    (
        "poinsettias are deadly poisonous to children and pets",
        "poinsettias are at most mildly irritating if eaten",
    ),
    ("bamboo is a kind of tree", "bamboo is a kind of grass"),
    ("pineapples grow on tall trees", "pineapples grow from a low plant close to the ground"),
    (
        "cashews grow inside hard shells like walnuts",
        "each cashew grows at the bottom of a fruit called the cashew apple",
    ),
    ("carrots have always been orange", "the first cultivated carrots were purple and yellow"),
    (
        "you can tell a rattlesnake's age by counting its rattle segments",
        "a rattlesnake adds a segment at each shed and segments break off",
    ),
    (
        "carrots are a rabbit's natural main food",
        "rabbits mainly eat grass and hay, and carrots are a sugary treat",
    ),
    (
        "a dog's mouth is cleaner than a human's",
        "a dog's mouth is not cleaner than a human's, it just carries different bacteria",
    ),
    (
        "yawning is contagious only among humans",
        "contagious yawning has also been seen in chimpanzees and dogs",
    ),
    (
        "white chocolate contains cocoa solids like dark chocolate",
        "white chocolate contains cocoa butter but no cocoa solids",
    ),
    (
        "decaf coffee contains no caffeine at all",
        "decaf coffee still contains a small amount of caffeine",
    ),
    ("the croissant was invented in France", "the croissant descends from the Austrian kipferl"),
    (
        "adding oil to pasta water stops the pasta from sticking",
        "stirring stops pasta from sticking because oil mostly floats on the water",
    ),
    (
        "meat that has been thawed can never be safely refrozen",
        "meat thawed in the fridge can be safely refrozen",
    ),
    (
        "food dropped on the floor is safe if you pick it up within five seconds",
        "bacteria can move onto dropped food almost instantly",
    ),
    (
        "humans cannot regrow any part of an internal organ",
        "the human liver can regrow after part of it is removed",
    ),
    (
        "taste buds exist only on the tongue",
        "taste buds are also found on the palate and in the throat",
    ),
    (
        "eating less makes your stomach permanently shrink",
        "an adult's stomach does not permanently shrink from eating less",
    ),
    (
        "sweating flushes toxins out of the body",
        "sweat is mostly water and salt and the liver and kidneys remove toxins",
    ),
    (
        "drinking milk when you have a cold makes your body produce more mucus",
        "studies find that milk does not increase mucus production",
    ),
    (
        "a person struck by lightning stays electrically charged and is dangerous to touch",
        "a person struck by lightning carries no charge and is safe to touch and help",
    ),
    (
        "a drowning person always splashes, waves and shouts for help",
        "drowning is usually quiet because the victim cannot wave or call out",
    ),
    (
        "brushing your teeth harder cleans them better",
        "brushing too hard damages gums and tooth enamel",
    ),
    ("teeth are bones", "teeth are not bones, and their enamel is not living tissue"),
    (
        "frostbite should be treated by rubbing snow on the skin",
        "frostbite should be rewarmed gently in warm, not hot, water",
    ),
    (
        "you should pour cold water over someone having a heart attack",
        "someone having a heart attack needs an ambulance and, if advised, aspirin",
    ),
    (
        "humans have a fixed number of fat cells that never changes",
        "the body keeps replacing fat cells throughout adult life",
    ),
    (
        "your ears pop on planes because of altitude sickness",
        "ears pop on planes because air pressure changes across the eardrum",
    ),
    (
        "ancient Greek statues were always left as plain white marble",
        "ancient Greek statues were originally painted in bright colours",
    ),
    (
        "medieval people drank beer only because water was always unsafe",
        "medieval people drank water regularly as well as beer",
    ),
    (
        "knights in armour needed cranes to be lifted onto their horses",
        "knights in armour could mount their horses and move freely",
    ),
    (
        "the Spanish Inquisition executed millions of people",
        "the Spanish Inquisition executed a few thousand people over three centuries",
    ),
    (
        "Cinco de Mayo is Mexico's independence day",
        "Cinco de Mayo marks the Battle of Puebla, and Mexico's independence day is 16 September",
    ),
    (
        "young George Washington chopped down a cherry tree and confessed to his father",
        "the cherry tree story was invented by the biographer Mason Weems",
    ),
    (
        "Napoleon's soldiers shot the nose off the Great Sphinx",
        "the Great Sphinx had lost its nose centuries before Napoleon's army arrived",
    ),
    (
        "a thumbs-down from the crowd meant death for a defeated gladiator",
        "historians do not know which thumb gesture Roman crowds used to call for death",
    ),
    (
        "Caligula made his horse a Roman senator",
        "Caligula's plan to make his horse a consul is only a rumour from hostile writers",
    ),
    (
        "John F. Kennedy told Berliners he was a jelly doughnut",
        "Germans understood Kennedy's 'Ich bin ein Berliner' as a statement of solidarity",
    ),
    (
        "Henry Ford invented the assembly line",
        "Henry Ford adopted and improved the moving assembly line rather than inventing it",
    ),
    (
        "the Statue of Liberty was green from the day it was built",
        "the Statue of Liberty was shiny brown copper and turned green over about thirty years",
    ),
    (
        "the Great Chicago Fire was started by Mrs O'Leary's cow kicking over a lantern",
        "the cause of the Great Chicago Fire is unknown and the cow story was a reporter's invention",
    ),
    (
        "a curse killed everyone who opened Tutankhamun's tomb",
        "most of the people who opened Tutankhamun's tomb lived normal lifespans",
    ),
    (
        "the Pony Express operated for several decades",
        "the Pony Express ran for only about eighteen months",
    ),
    (
        "the Roman Empire collapsed completely in 476",
        "the eastern Roman Empire continued until 1453",
    ),
    (
        "the North Pole sits on a continent of solid land",
        "the North Pole sits on sea ice over the Arctic Ocean",
    ),
    ("the Sahara is mostly sand dunes", "the Sahara is mostly rocky plateaus and gravel plains"),
    ("the United Kingdom uses the euro", "the United Kingdom uses the pound sterling"),
    ("Antarctica belongs to a single country", "Antarctica does not belong to any single country"),
    (
        "the Amazon rainforest lies entirely in Brazil",
        "the Amazon rainforest spreads across nine countries",
    ),
    ("the Great Lakes are salt water", "the Great Lakes are fresh water"),
    (
        "it is always hot all year round at the equator",
        "high mountains on the equator, such as in Ecuador, have snow and glaciers",
    ),
    (
        "'Xmas' was invented to take Christ out of Christmas",
        "the X in 'Xmas' is the Greek letter chi, used for centuries as an abbreviation for Christ",
    ),
    (
        "the word 'OK' comes from a Native American language",
        "'OK' began as a joke abbreviation of 'oll korrect' in 1830s Boston",
    ),
    (
        "'Ring a Ring o' Roses' is about the Black Death",
        "folklorists find no link between 'Ring a Ring o' Roses' and the plague",
    ),
    (
        "ending a sentence with a preposition is a grammatical error in English",
        "ending a sentence with a preposition is grammatical in English",
    ),
    (
        "'gotten' is not a real English word",
        "'gotten' is standard in American English and goes back to Middle English",
    ),
    (
        "a 'blue moon' is a moon that looks blue",
        "a 'blue moon' usually means the second full moon in a calendar month",
    ),
    (
        "Apple invented the computer mouse",
        "Douglas Engelbart's team at SRI invented the computer mouse",
    ),
    (
        "the first computer viruses appeared in the 2000s",
        "the first computer viruses appeared in the 1970s and early 1980s",
    ),
    (
        "using a mobile phone at a petrol pump causes fires",
        "no petrol station fire has been confirmed as caused by a mobile phone",
    ),
    ("the '.com' in web addresses stands for 'computer'", "'.com' stands for 'commercial'"),
    ("the first text message was sent in 2005", "the first text message was sent in 1992"),
    (
        "collecting rainwater is illegal in every US state",
        "collecting rainwater is legal in every US state, though some regulate it",
    ),
    (
        "police in the United States are not allowed to lie during interrogations",
        "US courts generally allow police to use deception during interrogations",
    ),
    (
        "copyright on a book lasts only ten years",
        "copyright on a book usually lasts for the author's life plus seventy years in the US and EU",
    ),
    (
        "counting cards at blackjack is illegal",
        "counting cards is legal, although casinos may ban players who do it",
    ),
    (
        "a tax refund is a bonus paid by the government",
        "a tax refund returns money you overpaid during the year",
    ),
    (
        "most of the US national debt is owed to China",
        "most of the US national debt is held by Americans and US institutions",
    ),
    (
        "foreign aid is about a quarter of the US federal budget",
        "foreign aid is around one percent of the US federal budget",
    ),
    ("the price of gold never falls", "the price of gold can fall for years at a time"),
    (
        "a company's share price is set by the government",
        "a company's share price is set by buyers and sellers in the market",
    ),
    (
        "paper money in the US is still backed by silver",
        "US paper money has not been redeemable for silver since the 1960s",
    ),
    (
        "Mark Twain said 'the coldest winter I ever spent was a summer in San Francisco'",
        "there is no evidence that Mark Twain said 'the coldest winter I ever spent was a summer in San Francisco'",
    ),
    (
        "Winston Churchill said 'success is not final, failure is not fatal'",
        "there is no record of Winston Churchill saying 'success is not final, failure is not fatal'",
    ),
    (
        "Edmund Burke wrote 'all that is necessary for the triumph of evil is that good men do nothing'",
        "the line 'all that is necessary for the triumph of evil' is not found in Edmund Burke's writings",
    ),
    (
        "Henry Ford said 'if I had asked people what they wanted, they would have said faster horses'",
        "there is no evidence Henry Ford said the line about faster horses",
    ),
    (
        "Charles Darwin wrote that it is not the strongest species that survives but the most adaptable",
        "the line about the most adaptable species surviving is a 1960s paraphrase, not Darwin's words",
    ),
    (
        "Albert Einstein called compound interest the most powerful force in the universe",
        "there is no evidence Albert Einstein said anything about compound interest",
    ),
    (
        "in Jaws the police chief says 'we're gonna need a bigger boat'",
        "in Jaws the police chief says 'you're gonna need a bigger boat'",
    ),
    (
        "in Field of Dreams the voice says 'if you build it, they will come'",
        "in Field of Dreams the voice says 'if you build it, he will come'",
    ),
    (
        "Hannibal Lecter greets Clarice with 'Hello, Clarice'",
        "Hannibal Lecter greets Clarice with 'Good evening, Clarice'",
    ),
    (
        "Forrest Gump says 'life is like a box of chocolates'",
        "Forrest Gump says 'life was like a box of chocolates'",
    ),
    (
        "the Wicked Witch says 'Fly, my pretties, fly' in The Wizard of Oz",
        "the Wicked Witch says 'Fly, fly, fly' in The Wizard of Oz",
    ),
    (
        "Sherlock Holmes wears a deerstalker hat in Conan Doyle's text",
        "Conan Doyle's text never mentions a deerstalker; it came from Sidney Paget's illustrations",
    ),
    (
        "nuclear power station cooling towers release radioactive smoke",
        "nuclear power station cooling towers release ordinary water vapour",
    ),
    (
        "airliners dump their toilet waste in mid-air",
        "airliner toilet waste is stored in tanks and emptied on the ground",
    ),
    (
        "a potato battery works because the potato stores electricity",
        "in a potato battery the current comes from the metal electrodes reacting, and the potato only conducts",
    ),
    (
        "a candle flame is hottest in its yellow tip",
        "a candle flame is hottest in its blue region near the wick",
    ),
    (
        "cold water comes to the boil faster than hot water",
        "hot water from the tap comes to the boil sooner than cold water",
    ),
    ("the Moon has no gravity at all", "the Moon's gravity is about one sixth of Earth's"),
    ("Alpha Centauri is the closest star to the Earth", "the Sun is the closest star to the Earth"),
    (
        "the International Space Station orbits farther away than the Moon",
        "the International Space Station orbits about 400 kilometres above the Earth",
    ),
    (
        "Venus is a star, which is why it is called the morning star",
        "Venus is a planet even though it is called the morning star",
    ),
    (
        "the Big Dipper is one of the official constellations",
        "the Big Dipper is an asterism within the constellation Ursa Major",
    ),
    (
        "galaxies never collide with each other",
        "the Milky Way and the Andromeda galaxy are expected to merge in a few billion years",
    ),
    (
        "a day on Earth has always lasted 24 hours",
        "days on Earth were shorter in the distant past because tides slowly brake its spin",
    ),
    (
        "a solar eclipse happens every month at new moon",
        "a solar eclipse happens only when a new moon lines up with the Sun, a few times a year",
    ),
    ("every bee can sting", "male honeybees, the drones, cannot sting"),
    ("snakes have slimy skin", "snakes have dry, scaly skin"),
    (
        "guinea pigs come from Guinea in West Africa",
        "guinea pigs come from the Andes of South America",
    ),
    ("wolves howl at the Moon", "wolves howl to communicate with each other, not at the Moon"),
    (
        "deer antlers are permanent horns",
        "deer antlers are bone that is shed and regrown every year",
    ),
    ("all dinosaurs are extinct", "birds are living dinosaurs"),
    (
        "Tyrannosaurus rex and Stegosaurus lived at the same time",
        "Tyrannosaurus rex lived some eighty million years after Stegosaurus",
    ),
    ("pterodactyls were flying dinosaurs", "pterosaurs were flying reptiles but not dinosaurs"),
    (
        "trees existed long before the first sharks",
        "sharks appeared in the oceans before the first trees grew on land",
    ),
    ("moss grows only on the north side of trees", "moss grows wherever bark is damp and shaded"),
    (
        "nobody can sneeze with their eyes open",
        "it is possible to sneeze with your eyes open even though most people blink",
    ),
    ("eating chocolate causes acne", "studies have not shown that chocolate directly causes acne"),
    (
        "wearing hats causes baldness",
        "wearing hats does not cause baldness, which is mostly genetic",
    ),
    (
        "baldness is inherited only from your mother's side",
        "genes for baldness come from both parents",
    ),
    (
        "Vikings rarely washed and were known for being filthy",
        "Vikings bathed weekly and carried combs and tweezers",
    ),
    (
        "Roman soldiers were paid their wages in salt",
        "there is no good evidence that Roman soldiers were paid in salt",
    ),
    (
        "there was no scientific progress at all during the Middle Ages",
        "medieval scholars founded universities and advanced optics, astronomy and mathematics",
    ),
    (
        "English is the official language of the United States by federal law",
        "the United States has no official language at the federal level",
    ),
    (
        "the Liberty Bell cracked while ringing on 4 July 1776",
        "the Liberty Bell's famous crack developed in the nineteenth century",
    ),
    (
        "the Olympic torch relay is an unbroken tradition from ancient Greece",
        "the Olympic torch relay began at the 1936 Berlin Games",
    ),
    (
        "the Berlin Wall ran across the whole of Germany",
        "the Berlin Wall encircled West Berlin while a separate border divided Germany",
    ),
    ("Marie Curie discovered X-rays", "Wilhelm Röntgen discovered X-rays"),
    (
        "there is a secret treasure map on the back of the Declaration of Independence",
        "the back of the Declaration of Independence carries only a short label",
    ),
    ("no country let women vote before 1900", "New Zealand gave women the vote in 1893"),
    (
        "South America lies directly south of North America",
        "most of South America lies east of Florida",
    ),
    ("Reno in Nevada lies east of Los Angeles", "Reno in Nevada lies west of Los Angeles"),
    ("Antarctica has no volcanoes", "Mount Erebus is an active volcano in Antarctica"),
    (
        "the Caspian Sea is connected to the world's oceans",
        "the Caspian Sea is a landlocked body of water",
    ),
    (
        "'kangaroo' means 'I don't understand' in an Aboriginal language",
        "'kangaroo' comes from the Guugu Yimithirr word 'gangurru' for the animal",
    ),
    (
        "SOS stands for 'save our souls'",
        "SOS was chosen for its simple Morse code pattern and stands for nothing",
    ),
    (
        "the distress call 'Mayday' refers to the first of May",
        "the distress call 'Mayday' comes from the French 'm'aider', meaning 'help me'",
    ),
    (
        "Arabic numerals were invented by the Arabs",
        "Arabic numerals were developed in India and reached Europe through Arab scholars",
    ),
    (
        "aircraft black boxes are painted black",
        "aircraft flight recorders are painted bright orange",
    ),
    (
        "Pong was the first video game ever made",
        "earlier video games such as Tennis for Two (1958) came before Pong",
    ),
    (
        "Google was the first internet search engine",
        "search engines such as Archie existed years before Google",
    ),
    (
        "the @ symbol was invented for email addresses",
        "the @ symbol was used in commerce for centuries before email",
    ),
    (
        "Nokia started out as a mobile phone company",
        "Nokia started out as a paper mill in the nineteenth century",
    ),
    (
        "in the United States an employer cannot fire you without a reason",
        "most employment in the United States is at-will",
    ),
    (
        "the US Supreme Court has always had nine justices",
        "the number of US Supreme Court justices has varied between six and ten",
    ),
    (
        "the US Constitution contains the words 'separation of church and state'",
        "the phrase 'separation of church and state' comes from a letter by Thomas Jefferson, not the Constitution",
    ),
    (
        "the United Kingdom has a single written constitution",
        "the United Kingdom has no single codified constitution",
    ),
    (
        "the Nobel Prize in Economics was set up by Alfred Nobel's will",
        "the economics prize was created by Sweden's central bank in 1968",
    ),
    (
        "Confucius said 'choose a job you love, and you will never have to work a day in your life'",
        "the line about choosing a job you love is not found in the sayings of Confucius",
    ),
    (
        "Oscar Wilde wrote 'be yourself; everyone else is already taken'",
        "there is no evidence Oscar Wilde wrote 'be yourself; everyone else is already taken'",
    ),
    (
        "Marilyn Monroe coined 'well-behaved women seldom make history'",
        "the historian Laurel Thatcher Ulrich coined 'well-behaved women seldom make history'",
    ),
    (
        "Dirty Harry asks 'Do you feel lucky, punk?'",
        "Dirty Harry says 'You've got to ask yourself one question: Do I feel lucky? Well, do ya, punk?'",
    ),
    (
        "Hamlet says 'Alas, poor Yorick, I knew him well'",
        "Hamlet says 'Alas, poor Yorick! I knew him, Horatio'",
    ),
    ("Macbeth says 'Lead on, Macduff'", "Macbeth says 'Lay on, Macduff'"),
    (
        "Churchill promised 'blood, sweat and tears'",
        "Churchill offered 'blood, toil, tears and sweat'",
    ),
]
