package tiled

import "encoding/xml"

// The TMX elements Aide-de-Camp writes and reads (Tiled's TMX map format,
// doc.mapeditor.org/en/stable/reference/tmx-map-format/).

type tmxMap struct {
	XMLName       xml.Name      `xml:"map"`
	Version       string        `xml:"version,attr"`
	TiledVersion  string        `xml:"tiledversion,attr,omitempty"`
	Orientation   string        `xml:"orientation,attr"`
	RenderOrder   string        `xml:"renderorder,attr,omitempty"`
	Width         int           `xml:"width,attr"`
	Height        int           `xml:"height,attr"`
	TileWidth     int           `xml:"tilewidth,attr"`
	TileHeight    int           `xml:"tileheight,attr"`
	Infinite      int           `xml:"infinite,attr"`
	HexSideLength int           `xml:"hexsidelength,attr"`
	StaggerAxis   string        `xml:"staggeraxis,attr"`
	StaggerIndex  string        `xml:"staggerindex,attr"`
	NextLayerID   int           `xml:"nextlayerid,attr,omitempty"`
	NextObjectID  int           `xml:"nextobjectid,attr,omitempty"`
	Properties    *tmxProps     `xml:"properties"`
	Tilesets      []tmxTileset  `xml:"tileset"`
	Layers        []tmxLayer    `xml:"layer"`
	ObjectGroups  []tmxObjGroup `xml:"objectgroup"`
	Groups        []tmxGroup    `xml:"group"`
}

type tmxGroup struct {
	Name   string     `xml:"name,attr"`
	Layers []tmxLayer `xml:"layer"`
}

type tmxProps struct {
	Props []tmxProp `xml:"property"`
}

type tmxProp struct {
	Name  string `xml:"name,attr"`
	Type  string `xml:"type,attr,omitempty"`
	Value string `xml:"value,attr"`
	Text  string `xml:",chardata"`
}

func (p *tmxProps) get(name string) (string, bool) {
	if p == nil {
		return "", false
	}
	for _, x := range p.Props {
		if x.Name == name {
			if x.Value == "" && x.Text != "" {
				return x.Text, true
			}
			return x.Value, true
		}
	}
	return "", false
}

func props(kv ...string) *tmxProps {
	var p tmxProps
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "" {
			continue
		}
		p.Props = append(p.Props, tmxProp{Name: kv[i], Value: kv[i+1]})
	}
	if len(p.Props) == 0 {
		return nil
	}
	return &p
}

type tmxTileset struct {
	FirstGID   int       `xml:"firstgid,attr"`
	Source     string    `xml:"source,attr,omitempty"`
	Name       string    `xml:"name,attr,omitempty"`
	TileWidth  int       `xml:"tilewidth,attr,omitempty"`
	TileHeight int       `xml:"tileheight,attr,omitempty"`
	TileCount  int       `xml:"tilecount,attr,omitempty"`
	Columns    int       `xml:"columns,attr,omitempty"`
	Image      *tmxImage `xml:"image"`
	Tiles      []tmxTile `xml:"tile"`
	// WangSets are read, never written: a tileset drawn in Tiled may name
	// its terrains as Wang colours.
	WangSets *tmxWangSets `xml:"wangsets"`
}

type tmxWangSets struct {
	Sets []tmxWangSet `xml:"wangset"`
}

type tmxWangSet struct {
	Name   string         `xml:"name,attr"`
	Colors []tmxWangColor `xml:"wangcolor"`
	Tiles  []tmxWangTile  `xml:"wangtile"`
}

type tmxWangColor struct {
	Name string `xml:"name,attr"`
}

type tmxWangTile struct {
	TileID int    `xml:"tileid,attr"`
	WangID string `xml:"wangid,attr"`
}

type tmxImage struct {
	Source string `xml:"source,attr"`
	Width  int    `xml:"width,attr"`
	Height int    `xml:"height,attr"`
}

type tmxTile struct {
	ID int `xml:"id,attr"`
	// Class (Tiled 1.9 and later) and Type (Tiled 1.8 and before) are
	// read, never written: Tiled's own way to say what a tile is.
	Class      string    `xml:"class,attr,omitempty"`
	Type       string    `xml:"type,attr,omitempty"`
	Properties *tmxProps `xml:"properties"`
}

type tmxLayer struct {
	ID     int     `xml:"id,attr,omitempty"`
	Name   string  `xml:"name,attr"`
	Width  int     `xml:"width,attr"`
	Height int     `xml:"height,attr"`
	Data   tmxData `xml:"data"`
}

type tmxData struct {
	Encoding    string        `xml:"encoding,attr,omitempty"`
	Compression string        `xml:"compression,attr,omitempty"`
	Text        string        `xml:",chardata"`
	Tiles       []tmxDataTile `xml:"tile"`
	Chunks      []struct{}    `xml:"chunk"`
}

type tmxDataTile struct {
	GID uint32 `xml:"gid,attr"`
}

type tmxObjGroup struct {
	ID      int         `xml:"id,attr,omitempty"`
	Name    string      `xml:"name,attr"`
	Objects []tmxObject `xml:"object"`
}

type tmxObject struct {
	ID         int        `xml:"id,attr"`
	Name       string     `xml:"name,attr,omitempty"`
	Type       string     `xml:"type,attr,omitempty"`
	X          float64    `xml:"x,attr"`
	Y          float64    `xml:"y,attr"`
	Rotation   float64    `xml:"rotation,attr,omitempty"`
	Properties *tmxProps  `xml:"properties"`
	Point      *struct{}  `xml:"point"`
	Polyline   *tmxPoints `xml:"polyline"`
	Polygon    *tmxPoints `xml:"polygon"`
}

type tmxPoints struct {
	Points string `xml:"points,attr"`
}
