import { describe, expect, it } from 'vitest';
import { batches, memberCsvTemplate, parseMemberCsv, toBatchRow } from './member-csv';

const teams = [{ id: '11111111-1111-4111-8111-111111111111', name: 'Alpha' }];
const context = { existingEmails: ['Taken@Acme.test'], teams };

const problems = (csv: string) =>
  parseMemberCsv(csv, context).rows.map((r) => r.issues.map((i) => `${i.column}:${i.problem}`));

describe('parseMemberCsv', () => {
  it('reads valid rows with any header spelling and lower-cases the address', () => {
    const { rows, unknownColumns, missingEmailColumn } = parseMemberCsv(
      'Email,first_name,Last Name,team,role,notes\n Anna.Verdi@Acme.test ,Anna,Verdi,alpha,team_leader,x\n',
      context,
    );
    expect(missingEmailColumn).toBe(false);
    expect(unknownColumns).toEqual(['notes']);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.line).toBe(2);
    expect(rows[0]!.issues).toEqual([]);
    expect(toBatchRow(rows[0]!)).toEqual({
      email: 'anna.verdi@acme.test',
      firstName: 'Anna',
      lastName: 'Verdi',
      team: 'alpha',
      role: 'team_leader',
    });
  });

  it('reports a bad e-mail, a duplicate in the file, an existing address, an unknown team and an unknown role', () => {
    const csv = [
      'email,firstName,lastName,team,role',
      'not-an-email,A,B,,',
      'dup@acme.test,A,B,,',
      'DUP@acme.test,A,B,,',
      'taken@acme.test,A,B,,',
      'ok@acme.test,A,B,Beta,',
      'ok2@acme.test,A,B,,boss',
      'ok3@acme.test,,B,,',
    ].join('\n');
    expect(problems(csv)).toEqual([
      ['email:invalid_email'],
      [],
      ['email:duplicate_in_file'],
      ['email:already_exists'],
      ['team:unknown_team'],
      ['role:unknown_role'],
      ['firstName:required'],
    ]);
  });

  it('checks status, gender, hire date and age as the server does', () => {
    const csv = 'email,firstName,lastName,status,gender,hireDate,age\nx@acme.test,A,B,gone,other,2024-02-30,7\n';
    expect(problems(csv)).toEqual([
      ['status:invalid_status', 'gender:invalid_gender', 'hireDate:invalid_date', 'age:invalid_age'],
    ]);
  });

  it('says when the file has no email column', () => {
    expect(parseMemberCsv('name,surname\nA,B\n', context).missingEmailColumn).toBe(true);
  });

  it('keeps quoted commas and skips blank lines', () => {
    const { rows } = parseMemberCsv(
      'email,firstName,lastName,jobDescription\n\na@acme.test,A,B,"Plans, tests"\n\n',
      context,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values.jobDescription).toBe('Plans, tests');
  });

  it('the template parses back into one valid row', () => {
    const { rows, unknownColumns } = parseMemberCsv(memberCsvTemplate(), { existingEmails: [], teams: [] });
    expect(unknownColumns).toEqual([]);
    expect(rows.map((r) => r.issues)).toEqual([[]]);
  });
});

describe('batches', () => {
  it('splits 1,000 rows into batches of 100 in order', () => {
    const parts = batches(Array.from({ length: 1000 }, (_, i) => i));
    expect(parts).toHaveLength(10);
    expect(parts.flat()).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });
});
