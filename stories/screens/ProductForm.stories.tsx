import {
  Button,
  Form,
  FormErrorSummary,
  ImageUpload,
  MoneyField,
  NumberField,
  PageHeader,
  Repeater,
  Select,
  Switch,
  TextArea,
  TextField,
  vars,
  type FieldErrors,
  type ImageUploadLabels,
  type UploadFile,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { type Attribute, type Level, repeaterLabels, updateRow } from '../ui/support/rows.js';
import { onPage } from '../ui/support/SchemeMatrix.js';

// What the app's Spanish catalogue would pass in (SPEC.md §5 for the messages).
const text = {
  title: 'Crear producto',
  summary: 'Revisa estos campos',
  name: 'Nombre',
  shortDescription: 'Descripción corta',
  shortDescriptionHelp: 'Hasta 160 caracteres; se muestra en las tarjetas de producto.',
  description: 'Descripción',
  category: 'Categoría',
  categoryPlaceholder: 'Elige una categoría',
  brand: 'Marca',
  price: 'Precio (USD)',
  quantity: 'Cantidad disponible',
  digital: 'Producto digital',
  photos: 'Fotos',
  photosHelp: 'De 1 a 8 fotos JPEG, PNG o WebP de hasta 5 MB. La primera es la portada.',
  attributes: 'Atributos',
  attributeName: 'Nombre del atributo',
  attributeValue: 'Valor',
  levels: 'Niveles',
  levelsHelp: 'Cada nivel paga de 0 a 50 % del precio; entre todos, 50 % como máximo.',
  levelPercentage: (level: number) => `Nivel ${level}: porcentaje de pago`,
  submit: 'Crear producto',
  pending: 'Cargando ...',
};

const messages = {
  name: 'El nombre es requerido',
  shortDescription: 'La descripción corta es requerida',
  shortDescriptionTooLong: 'La descripción corta no puede pasar de 160 caracteres',
  description: 'La descripción es requerida',
  category: 'La categoría es requerida',
  price: 'El precio es requerido',
  priceInvalid: 'El precio no es válido',
  quantity: 'La cantidad es requerida',
  quantityInvalid: 'La cantidad no es válida',
  photo: 'La foto es requerida',
  attributeName: 'El nombre del atributo es requerido',
  attributeValue: 'El valor del atributo es requerido',
  percentage: 'El porcentaje de pago es requerido',
  levelsSum: 'Los porcentajes de los niveles suman más de 50',
};

const photoLabels: ImageUploadLabels = {
  dropZone: 'Suelta las fotos aquí o',
  browse: 'Elegir fotos',
  list: 'Fotos del producto',
  remove: (name) => `Quitar ${name}`,
  progress: (name) => `Subiendo ${name}`,
  drag: (name) => `Arrastrar ${name} para cambiar su orden`,
  moveEarlier: (name) => `Mover ${name} antes`,
  moveLater: (name) => `Mover ${name} después`,
  moved: (name, position, count) => `${name}, foto ${position} de ${count}`,
  tooMany: (maxFiles) => `Como máximo ${maxFiles} fotos; las demás no se agregaron.`,
  tooLarge: (name, maxSize) => `${name} pesa más de ${maxSize / 1_000_000} MB.`,
  wrongType: (name) => `${name} no es una foto JPEG, PNG o WebP.`,
};

const categories = [
  { id: 'electronica', label: 'Electrónica' },
  { id: 'hogar', label: 'Hogar' },
  { id: 'moda', label: 'Moda' },
  { id: 'libros', label: 'Libros' },
];

export interface ProductValues {
  name: string;
  short_description: string;
  description: string;
  category: string | null;
  brand: string;
  priceCents: number | null;
  quantity: number;
  is_digital: boolean;
  photos: UploadFile[];
  attributes: Attribute[];
  levels: Level[];
}

let lastId = 0;
const nextId = (kind: string) => `${kind}-${++lastId}`;

const emptyProduct = (): ProductValues => ({
  name: '',
  short_description: '',
  description: '',
  category: null,
  brand: '',
  priceCents: null,
  quantity: NaN,
  is_digital: false,
  photos: [],
  attributes: [{ id: nextId('attribute'), name: '', value: '' }],
  levels: [{ id: nextId('level'), percentage: NaN }],
});

/** The app's checks before sending, by field name as the API's 400 would give them. */
function check(values: ProductValues): FieldErrors {
  const errors: FieldErrors = {};
  const fail = (name: string, message: string) => (errors[name] = [message]);
  if (!values.name.trim()) fail('name', messages.name);
  if (!values.short_description.trim()) fail('short_description', messages.shortDescription);
  else if (values.short_description.length > 160)
    fail('short_description', messages.shortDescriptionTooLong);
  if (!values.description.trim()) fail('description', messages.description);
  if (!values.category) fail('category', messages.category);
  if (values.priceCents === null) fail('price', messages.price);
  else if (values.priceCents <= 0) fail('price', messages.priceInvalid);
  if (Number.isNaN(values.quantity)) fail('quantity', messages.quantity);
  else if (!Number.isInteger(values.quantity) || values.quantity < 0)
    fail('quantity', messages.quantityInvalid);
  if (values.photos.length === 0) fail('photos', messages.photo);
  values.attributes.forEach((attribute, index) => {
    if (!attribute.name.trim()) fail(`attributes.${index}.name`, messages.attributeName);
    if (!attribute.value.trim()) fail(`attributes.${index}.value`, messages.attributeValue);
  });
  values.levels.forEach((level, index) => {
    if (Number.isNaN(level.percentage))
      fail(`levels.${index}.payment_percentage`, messages.percentage);
  });
  const sum = values.levels.reduce((total, level) => total + (level.percentage || 0), 0);
  if (sum > 50) fail('levels', messages.levelsSum);
  return errors;
}

const firstError = (errors: FieldErrors, name: string) => errors[name]?.[0];

interface ProductFormProps {
  /** Called with the values once they pass the checks. */
  onValidSubmit: (values: ProductValues) => void;
}

/** The create-product screen as the app composes it: every field, checked on submit. */
function ProductForm({ onValidSubmit }: ProductFormProps) {
  const [values, setValues] = useState(emptyProduct);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <Key extends keyof ProductValues>(key: Key, value: ProductValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  /** A field's name, value and change handler, bound to the value of the same name. */
  const bind = <Key extends keyof ProductValues>(key: Key) => ({
    name: key,
    value: values[key],
    onChange: (value: ProductValues[Key]) => set(key, value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValidSubmit(values);
  };

  return (
    <div
      style={{ display: 'grid', gap: vars.space.xl, maxInlineSize: '48rem', marginInline: 'auto' }}
    >
      <PageHeader title={text.title} />
      <Form validationErrors={errors} onSubmit={submit}>
        <FormErrorSummary title={text.summary} errors={errors} />
        <TextField {...bind('name')} label={text.name} isRequired />
        <TextField
          {...bind('short_description')}
          label={text.shortDescription}
          description={text.shortDescriptionHelp}
          maxLength={160}
          isRequired
        />
        <TextArea {...bind('description')} label={text.description} isRequired />
        <Select
          name="category"
          label={text.category}
          placeholder={text.categoryPlaceholder}
          options={categories}
          value={values.category}
          onChange={(key) => set('category', key === null ? null : String(key))}
          isRequired
        />
        <TextField {...bind('brand')} label={text.brand} />
        <MoneyField
          name="price"
          label={text.price}
          valueCents={values.priceCents}
          onChangeCents={(cents) => set('priceCents', cents)}
          isRequired
        />
        <NumberField {...bind('quantity')} label={text.quantity} minValue={0} isRequired />
        <Switch
          label={text.digital}
          isSelected={values.is_digital}
          onChange={(isDigital) => set('is_digital', isDigital)}
        />
        <ImageUpload
          name="photos"
          label={text.photos}
          description={text.photosHelp}
          labels={photoLabels}
          accept={['image/jpeg', 'image/png', 'image/webp']}
          maxFiles={8}
          maxSize={5_000_000}
          files={values.photos}
          onChange={(photos) => set('photos', photos)}
          isRequired
          isInvalid={errors.photos !== undefined && values.photos.length === 0}
          errorMessage={firstError(errors, 'photos')}
        />
        <Repeater<Attribute>
          name="attributes"
          label={text.attributes}
          rows={values.attributes}
          onChange={(attributes) => set('attributes', attributes)}
          createRow={() => ({ id: nextId('attribute'), name: '', value: '' })}
          // At least one attribute (SPEC.md §5): the last row cannot be removed.
          minRows={1}
          isRequired
          labels={repeaterLabels('Agregar atributo', 'Atributo', 'Quitar atributo')}
          renderRow={(row, index) => (
            <>
              <TextField
                name={`attributes.${index}.name`}
                label={text.attributeName}
                value={row.name}
                onChange={(name) =>
                  set('attributes', updateRow(values.attributes, row.id, { name }))
                }
                isRequired
              />
              <TextField
                name={`attributes.${index}.value`}
                label={text.attributeValue}
                value={row.value}
                onChange={(value) =>
                  set('attributes', updateRow(values.attributes, row.id, { value }))
                }
                isRequired
              />
            </>
          )}
        />
        <Repeater<Level>
          name="levels"
          label={text.levels}
          description={text.levelsHelp}
          rows={values.levels}
          onChange={(levels) => set('levels', levels)}
          createRow={() => ({ id: nextId('level'), percentage: NaN })}
          minRows={1}
          isRequired
          isInvalid={errors.levels !== undefined}
          errorMessage={firstError(errors, 'levels')}
          labels={repeaterLabels('Agregar nivel', 'Nivel', 'Quitar nivel')}
          renderRow={(row, index) => (
            <NumberField
              name={`levels.${index}.payment_percentage`}
              label={text.levelPercentage(index + 1)}
              value={row.percentage}
              onChange={(percentage) =>
                set('levels', updateRow(values.levels, row.id, { percentage }))
              }
              minValue={0}
              maxValue={50}
              isRequired
            />
          )}
        />
        <div>
          <Button type="submit">{text.submit}</Button>
        </div>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Screens/ProductForm',
  component: ProductForm,
  tags: ['!autodocs'],
  args: { onValidSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The create-product screen (/products/create) composed from @plaza/ui: text fields, Select for the category, MoneyField, NumberField, Switch, ImageUpload for 1 to 8 photos, and Repeaters for attributes and levels, inside Form with its error summary, with the Spanish messages of SPEC.md §5. The app checks on submit; errors show under each field and in the summary, which takes focus. Usable by keyboard alone.',
      },
    },
  },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real 8 × 8 PNG, as the file picker would hand over. */
async function photo(name: string) {
  const canvas = new OffscreenCanvas(8, 8);
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'teal';
  context.fillRect(0, 0, 8, 8);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, {
    type: 'image/png',
  });
}

export const SubmitEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: text.submit });
    await pressEnterOn(submit);

    const summary = await canvas.findByRole('region', { name: text.summary });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      messages.name,
      messages.shortDescription,
      messages.description,
      messages.category,
      messages.price,
      messages.quantity,
      messages.photo,
      messages.attributeName,
      messages.attributeValue,
      messages.percentage,
    ]);
    await expect(args.onValidSubmit).not.toHaveBeenCalled();

    // Each error sits under its field, read with it.
    await expect(canvas.getByRole('textbox', { name: text.name })).toHaveAccessibleDescription(
      messages.name,
    );
    await expect(
      canvas.getByRole('button', { name: photoLabels.browse }),
    ).toHaveAccessibleDescription(`${text.photosHelp} ${messages.photo}`);
    await expect(
      canvas.getByRole('textbox', { name: text.levelPercentage(1) }),
    ).toHaveAccessibleDescription(messages.percentage);

    // A link leads to its field: the photos' one to the button that picks them.
    const photoLink = canvas.getByRole('link', { name: messages.photo });
    await pressEnterOn(photoLink);
    await expect(canvas.getByRole('button', { name: photoLabels.browse })).toHaveFocus();
  },
};

export const FillByKeyboard: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'The form filled from the keyboard, one Tab after another (the photo comes through the file picker), then sent.',
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const type = async (value: string) => {
      await userEvent.tab();
      await userEvent.keyboard(value);
    };

    await type('Taza');
    await expect(canvas.getByRole('textbox', { name: text.name })).toHaveFocus();
    await type('Taza 350 ml');
    await type('Hecha a mano.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: new RegExp(text.category) })).toHaveFocus();
    // Typing on the closed select chooses by first letters.
    await userEvent.keyboard('h');
    await type('Ráquira');
    await type('24');
    await type('12');
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: text.digital })).toHaveFocus();
    await userEvent.keyboard(' ');

    await userEvent.tab(); // the drop zone, for pasting
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: photoLabels.browse })).toHaveFocus();
    // What choosing in the system's file dialog gives.
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      await photo('taza.png'),
    );
    await canvas.findByRole('row', { name: 'taza.png' });

    // On past the photo's own buttons, which ImageUpload's stories cover.
    canvas.getByRole('textbox', { name: text.attributeName }).focus();
    await userEvent.keyboard('Material');
    await type('Cerámica');
    // "Remove attribute 1" is disabled while it is the only one; adding rows is Repeater's story.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agregar atributo' })).toHaveFocus();
    await type('10');
    await expect(canvas.getByRole('textbox', { name: text.levelPercentage(1) })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agregar nivel' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onValidSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onValidSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Taza',
        category: 'hogar',
        brand: 'Ráquira',
        priceCents: 2400,
        quantity: 12,
        is_digital: true,
        photos: [expect.objectContaining({ name: 'taza.png' })],
        attributes: [expect.objectContaining({ name: 'Material', value: 'Cerámica' })],
        levels: [expect.objectContaining({ percentage: 10 })],
      }),
    );
    // No errors: the summary stays hidden.
    await expect(canvas.queryByRole('region', { name: text.summary })).not.toBeInTheDocument();
  },
};

/** Submits the empty form, so the screenshot shows the summary and every field's error. */
async function submitEmpty({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
  await canvas.findByRole('region', { name: text.summary });
}

// A whole screen: one full page per scheme, at every width.
export const TestLight: Story = { play: submitEmpty, ...onPage('lightLtr') };
export const TestDark: Story = { play: submitEmpty, ...onPage('darkRtl') };
export const TestSemiDark: Story = { play: submitEmpty, ...onPage('semiDarkLtr') };
