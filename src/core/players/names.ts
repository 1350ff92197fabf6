// Name pools for generated players and coaches. First and last names are drawn independently, so almost every
// combination can occur (names are deliberately not grouped by origin or background), all but a first name that is
// also the last ("Grant Grant").
import type { Rng } from '../random.js';

const FIRST_NAMES_TEXT = `
Aaron Abdul Abraham Adam Adrian Ahmad Aidan Aiden Ajay Akeem Alan Albert Alec Alejandro Alex Alexander
Alfonso Ali Alonzo Alvin Amari Amir Anderson Andre Andres Andrew Angel Anthony Antoine Antonio Antwan
Ari Armando Arthur Asa Ashton Austin Avery Axel Bailey Barrett Beau Ben Benjamin Bennett Bernard Blake
Bo Bobby Brady Braden Bradley Brandon Brayden Brendan Brennan Brett Brian Brock Brody Bryce Bryson Byron
Cade Caden Caleb Calvin Camden Cameron Carlos Carson Carter Casey Cedric Cesar Chad Chance Charles Chase
Chris Christian Christopher Clay Clayton Cody Cole Colin Colton Connor Cooper Corey Cornelius Cortez
Craig Cristian Curtis Cyrus Dakota Dallas Dalton Damian Damon Dane Daniel Dante Darius Darnell Darren
Darryl David Davion Davis Dawson Dean Deandre Demarcus Demetrius Dennis Derek Derrick Deshawn Desmond
Devin Devon Dexter Diego Dillon Dominic Dominique Donovan Dorian Drake Drew Duncan Dustin Dylan Easton
Eddie Edgar Eduardo Edward Edwin Eli Elias Elijah Elliot Emanuel Emmanuel Emmett Enrique Eric Erik Ernesto
Ethan Evan Everett Ezekiel Ezra Fabian Felipe Felix Fernando Finn Francisco Frank Frederick Gabriel Gage
Garrett Gavin George Gerald Gerardo Gideon Gilbert Giovanni Grady Graham Grant Grayson Gregory Griffin
Gunnar Gus Harold Harrison Harvey Hayden Hector Henry Holden Houston Hudson Hugo Hunter Ian Ibrahim Isaac
Isaiah Ismael Israel Ivan Jabari Jace Jack Jackson Jacob Jadon Jaden Jaiden Jake Jakob Jalen Jamal Jamar
Jamarcus James Jamie Jared Jarvis Jason Jasper Javier Javon Jaxon Jay Jaylen Jayson Jeffrey Jeremiah
Jeremy Jermaine Jerome Jesse Jesus Jimmy Joaquin Joel John Johnny Jonah Jonathan Jordan Jorge Jose Joseph
Joshua Josiah Juan Julian Julius Justin Kade Kai Kaleb Kameron Kareem Karl Keaton Keegan Keenan Keith
Kelvin Kendall Kendrick Kenneth Kenny Keon Kevin Khalil Kobe Kody Kolton Kristian Kyle Kyler Lamar Lance
Landon Lane Larry Lawrence Lawson Leo Leon Leonard Levi Liam Lincoln Logan Lorenzo Louis Luca Lucas Luis
Luke Malachi Malcolm Malik Manuel Marcel Marco Marcus Mario Mark Marquis Marshall Martin Marvin Mason
Mateo Matthew Maurice Max Maxwell Micah Michael Miguel Miles Mitchell Mohamed Moses Myles Nasir Nathan
Nathaniel Nehemiah Nelson Nicholas Nico Noah Nolan Oliver Omar Orlando Oscar Owen Pablo Parker Patrick
Paul Pedro Percy Peter Peyton Philip Pierce Preston Quentin Quincy Quinn Rafael Raheem Ramon Randall
Randy Rashad Rashawn Raul Ray Raymond Reed Reggie Reginald Reid Remy Rex Ricardo Richard Ricky Riley
Robert Roberto Rodney Roman Ronald Ronnie Ross Rowan Ruben Russell Ryan Ryder Sam Samuel Santiago Saul
Sawyer Scott Sean Sebastian Sergio Seth Shane Shawn Silas Simon Solomon Spencer Stanley Stefan Stephen
Sterling Steven Tanner Tate Taylor Terrance Terrell Terry Theo Theodore Thomas Timothy Tobias Todd Tommy
Tony Travis Trent Trenton Trevor Trey Tristan Troy Tucker Ty Tyler Tyree Tyrone Tyson Uriah Victor
Vincent Wade Walker Walter Warren Wayne Wesley Weston Will William Wyatt Xavier Yusuf Zachary Zaire Zane
Zion Tua Keanu Malakai Sione Tevita Kainoa Makana Ikaika Koa Kenji Hiroshi Daniel Jun Min Hyun Tae
Arjun Dev Ravi Nikhil Rohan Vikram Kwame Kofi Chidi Obinna Emeka Tunde Femi Ade Jomo Oluwaseun Abdullah
Hassan Karim Tariq Zayd Yosef Ilya Nikolai Dmitri Anton Lars Sven Anders Niko Matteo Enzo Rocco Dario
Bruno Thiago Rodrigo Mauricio Cruz Ezequiel Marquez Davante Trevon Keshawn Jaquan Dajuan Tavon Rashid
Ladarius Quinton Cordell Jalin Kenyon Marlon Sheldon Lamont Travon Dashawn Kamari Kaden Brayden Landry
Beckett Boone Brooks Callum Crew Declan Dax Ellis Fletcher Hank Hollis Jensen Knox Lachlan Maddox Nash
Otis Pryor Rhett Sutton Tripp Wilder
`;

const LAST_NAMES_TEXT = `
Abbott Acosta Adams Adeyemi Aguilar Ahmed Akers Alexander Ali Allen Alvarez Anderson Andrews Armstrong
Arnold Ashford Atkins Austin Avila Bailey Baker Baldwin Ball Banks Barber Barker Barnes Barnett Barrett
Barton Bates Battle Baxter Beard Beck Becker Bell Bennett Benson Berry Bishop Black Blackwell Blair Blake
Bolton Bond Booker Boone Bowen Bowman Boyd Bradford Bradley Brady Branch Brewer Bridges Briggs Brock
Brooks Brown Bryant Buchanan Buckley Burgess Burke Burns Burton Bush Butler Byrd Caldwell Calhoun Cameron
Campbell Cannon Carey Carlson Carpenter Carr Carroll Carter Case Castillo Castro Chambers Chandler Chapman
Chavez Cherry Christensen Clark Clarke Clay Clayton Cobb Cochran Coleman Collins Conley Conner Contreras
Cook Cooper Copeland Cortez Cox Craig Crawford Cross Cruz Cummings Cunningham Curry Curtis Dale Dalton
Daniels Davenport Davidson Davis Dawson Day Dean Decker Delgado Dennis Diaz Dickerson Dixon Dominguez
Donaldson Dorsey Douglas Doyle Drake Duffy Duncan Dunn Durant Duran Eaton Edwards Elliott Ellis Emerson
English Espinoza Estrada Evans Everett Farmer Farrell Ferguson Fernandez Fields Figueroa Finch Fisher
Fitzgerald Fleming Fletcher Flores Flowers Floyd Flynn Ford Foreman Foster Fowler Fox Francis Franklin
Frazier Freeman French Fuller Gaines Gallagher Garcia Gardner Garner Garrett Garza Gates Gibbs Gibson
Gilbert Gill Gilmore Glenn Glover Gomez Gonzalez Goodman Goodwin Gordon Graham Grant Graves Gray Green
Greene Greer Griffin Griffith Gross Guerrero Guzman Hale Hall Hamilton Hammond Hampton Hancock Hansen
Hardy Harmon Harper Harrell Harris Harrison Hart Harvey Hawkins Hayes Haynes Henderson Hendricks Henry
Hernandez Herrera Hicks Hill Hines Hobbs Hodge Hoffman Holland Holloway Holmes Holt Hood Hopkins Horton
Houston Howard Howell Hubbard Hudson Huff Hughes Hunt Hunter Hurst Ingram Irving Jackson Jacobs James
Jefferson Jenkins Jennings Jensen Jimenez Johnson Johnston Jones Jordan Joseph Joyner Juarez Keller
Kelley Kelly Kemp Kennedy Kent Kerr Key Kim King Kirby Kirk Knight Knox Lamb Lambert Lane Lang Larson
Lawrence Lawson Lee Leonard Lewis Lindsey Little Livingston Logan Long Lopez Love Lowe Lucas Lynch Lyons
Mack Maddox Madison Malone Mann Manning Marsh Marshall Martin Martinez Mason Massey Mathis Matthews
Maxwell May Mayfield McBride McCall McCarthy McClain McCoy McDaniel McDonald McGee McIntosh McKenzie
McKinney McLean McMillan McNeil Meadows Medina Mendez Mendoza Merritt Meyer Miles Miller Mills Mitchell
Molina Montgomery Moody Moore Morales Moreno Morgan Morris Morrison Morton Moss Mullins Munoz Murphy
Murray Myers Nash Neal Nelson Newman Newton Nguyen Nichols Noble Norman Norris Norton Nunez Obi Oconnor
Odom Oliver Olsen Olson Ortiz Osborne Owens Pace Padilla Palmer Park Parker Parks Parrish Parsons Patel
Patrick Patterson Patton Paul Payne Pearson Peck Pena Pennington Perez Perkins Perry Peters Peterson
Phillips Pierce Pittman Pollard Poole Pope Porter Potter Powell Powers Pratt Preston Price Pruitt Pugh
Quinn Ramirez Ramos Randall Randolph Rankin Ray Reed Reese Reeves Reid Reyes Reynolds Rhodes Rice
Richards Richardson Riggs Riley Rivera Roberts Robertson Robinson Rodgers Rodriguez Rogers Rollins Roman
Romero Rose Ross Rowe Ruiz Russell Ryan Salazar Sanchez Sanders Sandoval Santiago Santos Saunders Savage
Sawyer Schmidt Schneider Scott Sellers Sharp Shaw Shelton Shepherd Sherman Simmons Simon Simpson Sims
Singleton Skinner Slater Sloan Small Smith Snyder Solomon Sparks Spencer Stafford Stanley Steele Stephens
Stevens Stewart Stokes Stone Strickland Sullivan Summers Sutton Swanson Sweeney Tate Taylor Terry
Thomas Thompson Thornton Todd Torres Townsend Tran Tucker Turner Tyler Underwood Valdez Vance Vargas
Vaughn Vega Velasquez Wade Wagner Walker Wall Wallace Walsh Walters Walton Ward Warner Warren Washington
Waters Watkins Watson Watts Weaver Webb Weber Webster Welch Wells West Wheeler Whitaker White Whitfield
Wiggins Wilcox Wilder Wilkerson Wilkins Williams Williamson Willis Wilson Winters Wise Wolfe Wood Woodard
Woods Wright Wyatt Yates York Young Zamora Zimmerman Tuiasosopo Mauga Fuimaono Tagovailoa Sewell Tuimoloau
Faalele Vaifanua Leota Tuipulotu Fifita Havili Kaufusi Mahe Tonga Vainikolo Kealoha Kahale Akana Kapule
Nakamura Tanaka Sato Watanabe Yamamoto Kobayashi Choi Park Jung Kang Yoon Lim Singh Sharma Gupta Kumar
Reddy Mehta Iyer Okafor Okonkwo Nwosu Eze Adebayo Ogunleye Balogun Mensah Owusu Boateng Diallo Traore
Keita Toure Kamara Haddad Nasser Khoury Saleh Mansour Farah Abdi Warsame Ivanov Petrov Volkov Novak
Kowalski Nowak Lindqvist Johansson Nilsson Berg Dahl Larsen Rossi Russo Bianchi Romano Esposito Ricci
Marino Greco Bruno Costa Ferreira Oliveira Pereira Silva Souza Alves Rocha Barros Mendes Cardoso Ibarra
Cervantes Navarro Rios Salinas Soto Trevino Villarreal Zuniga Aguirre Benitez Cabrera Calderon Camacho
Campos Cardenas Carrillo Cisneros Escobar Esquivel Fuentes Galindo Gallegos Gamez Hinojosa Lozano Luna
Macias Maldonado Marquez Meza Miranda Montoya Orozco Pacheco Ponce Quintero Rangel Robles Rosales Serrano
Tapia Valencia Velez Villanueva Acevedo OBrien OConnell Murtagh Kavanagh Donnelly Brennan Fitzpatrick
Callahan Sheehan Mahoney Keane Gallo McGuire McCullough Whitmore Ashby Pendleton Hargrove Kingsley
Ridley Thackeray Crenshaw Fairbanks Holcomb Lockhart Prescott Radford Sterling Stroud Langford Merriweather
Birch Colby Crane Darby Dunbar Easley Ferris Goss Hadley Hatcher Holley Jeter Kearney Lattimore Ledford
Mabry Mosley Napier Oakley Pickett Quarles Royster Sledge Tatum Upshaw Varner Whitley Yarbrough Ziegler
Abernathy Bankston Blount Bynum Chisholm Cotton Dabney Fobbs Gadson Hairston Hollins Huggins Jemison
Kimbrough Lofton Mayweather Nance Outlaw Peoples Rucker Spears Toliver Wimberly Winfield Womack Worthy
Broussard Thibodeaux Guidry Landry Fontenot Hebert Boudreaux Arceneaux Comeaux Doucet Moreau Dupree
Lemaire Gautreaux Schultz Hartmann Krause Lehmann Vogel Brandt Keller Fischer Wolf Engel Huber Bauer
Kessler Stahl Ritter Lang Koenig Friedman Goldberg Levin Katz Cohen Shapiro Rubin Stein Weiss Adler
Abrams Bloom Hirsch Kaplan Mercer Lambright Holliday Redd Starks Sweat Tillman Bryce Copeland Ashworth
Beasley Bledsoe Cheatham Culpepper Fairley Gholston Hightower Kilgore McFadden Pettiford Stallworth
Thigpen Weatherspoon Woodley Blackmon Coffey Dockery Goodlow Hargrave Isom Lusk Mims Pouncey Seay Sermon
Swain Tuggle Wynn Amos Blanton Cason Dukes Elam Fontaine Gaither Hurd Jolly Kinsey Lindley Marrow
`;

function uniqueWords(text: string): readonly string[] {
  return [...new Set(text.split(/\s+/).filter((word) => word.length > 0))];
}

export const FIRST_NAMES: readonly string[] = uniqueWords(FIRST_NAMES_TEXT);
export const LAST_NAMES: readonly string[] = uniqueWords(LAST_NAMES_TEXT);

/** A first and a last name, never the same word twice: that last name gives way to the next in the list (no new draw). */
export function drawName(rng: Rng): { first: string; last: string } {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return { first, last: last === first ? LAST_NAMES[(LAST_NAMES.indexOf(last) + 1) % LAST_NAMES.length] : last };
}
