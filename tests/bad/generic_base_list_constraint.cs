// error: 8:12
// message: There is no implicit reference conversion from 'Sq' to 'IFoo'
// errors: 1
interface IFoo { }

class Shape<T> where T : IFoo { }

class Sq : Shape<Sq> { }

class P
{
    static void Main() { System.Console.WriteLine(new Sq() != null); }
}
