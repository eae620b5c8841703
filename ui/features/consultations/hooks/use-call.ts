import { useCallback, useEffect, useRef, useState } from 'react'
import type { Bill, CallIceServers, CallState, ParticipantRole } from '../../../../core/domain/consultation'
import type { RealtimeClient, ServerEvent, IceCandidateInit } from '../../../services/realtime'

export type Quality = 'good' | 'fair' | 'poor' | null
export type MicProblem = 'denied' | 'missing' | null

/** What the page shows of the media: the browser's own numbers, read with getStats every 2 s. */
export interface CallStats {
  bytesReceived: number
  bytesSent: number
  roundTripMs: number | null
  lossPercent: number | null
  /** the selected candidate pair's local type: host, srflx, prflx or relay */
  candidateType: string | null
  /** this side's current ICE username fragment: it changes with each ICE restart */
  iceUfrag: string | null
}

/** Round-trip time and packet loss → a hint a person understands. */
export function qualityOf(roundTripMs: number | null, lossPercent: number | null): Quality {
  if (roundTripMs === null && lossPercent === null) return null
  const rtt = roundTripMs ?? 0
  const loss = lossPercent ?? 0
  if (rtt < 300 && loss < 2) return 'good'
  if (rtt < 700 && loss < 8) return 'fair'
  return 'poor'
}

/** Waits until the browser has gathered its candidates (they then travel inside the SDP), at most `ms`. */
function gathered(pc: RTCPeerConnection, ms = 3_000): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return
      pc.removeEventListener('icegatheringstatechange', done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      pc.removeEventListener('icegatheringstatechange', done)
      resolve()
    }, ms)
    pc.addEventListener('icegatheringstatechange', done)
  })
}

/**
 * One side of a voice call over WebRTC, signalled through the realtime socket (docs/calls.md). The customer
 * offers (again every few seconds until answered, so it does not matter who opened the page first); the
 * astrologer answers. Each side reports its own media state (`call.media`); the server decides when the call
 * connected and bills from then. A dropped path: the customer restarts ICE with a new offer until the media is
 * back. `relay` forces the TURN path (tests use it to prove the relay).
 */
export function useCall(input: {
  client: RealtimeClient | null
  consultationId: string
  role: ParticipantRole | null
  /** the call is active (accepted): start the media */
  active: boolean
  loadIce: () => Promise<CallIceServers>
  relay?: boolean
}) {
  const { client, consultationId, role, active, loadIce, relay } = input
  const [callState, setCallState] = useState<CallState | null>(null)
  const [connectedAt, setConnectedAt] = useState<string | null>(null)
  const [bill, setBill] = useState<Bill | null>(null)
  const [mediaState, setMediaState] = useState<RTCPeerConnectionState | 'new'>('new')
  const [micProblem, setMicProblem] = useState<MicProblem>(null)
  const [muted, setMuted] = useState(false)
  const [stats, setStats] = useState<CallStats | null>(null)
  const [devices, setDevices] = useState<{ inputs: MediaDeviceInfo[]; outputs: MediaDeviceInfo[] }>({ inputs: [], outputs: [] })
  const [inputId, setInputId] = useState<string | null>(null)
  const [outputId, setOutputId] = useState<string | null>(null)
  const pcRef = useRef<RTCPeerConnection | null>(null)
  const streamRef = useRef<MediaStream | null>(null)
  const audioRef = useRef<HTMLAudioElement | null>(null)
  const pendingIce = useRef<IceCandidateInit[]>([])
  const reported = useRef<'connected' | 'disconnected' | null>(null)
  const offerTimer = useRef<ReturnType<typeof setInterval> | null>(null)

  const send = useCallback((event: Parameters<RealtimeClient['send']>[0]) => client?.send(event) ?? false, [client])

  const report = useCallback(
    (state: 'connected' | 'disconnected') => {
      reported.current = state
      send({ type: 'call.media', consultationId, state })
    },
    [send, consultationId],
  )

  // The customer's offer, sent again until an answer arrives (the astrologer's page may open later).
  const offer = useCallback(
    async (iceRestart: boolean) => {
      const pc = pcRef.current
      if (!pc || role !== 'customer') return
      const description = await pc.createOffer({ iceRestart })
      await pc.setLocalDescription(description)
      await gathered(pc)
      const sdp = pc.localDescription?.sdp
      if (!sdp) return
      if (offerTimer.current) clearInterval(offerTimer.current)
      send({ type: 'call.offer', consultationId, sdp, iceRestart })
      offerTimer.current = setInterval(() => {
        if (pc.signalingState !== 'have-local-offer') {
          if (offerTimer.current) clearInterval(offerTimer.current)
          return
        }
        send({ type: 'call.offer', consultationId, sdp: pc.localDescription?.sdp ?? sdp, iceRestart })
      }, 3_000)
    },
    [role, send, consultationId],
  )

  // Start the media once the call is active: the microphone, then the peer connection.
  useEffect(() => {
    if (!active || !role || !client) return
    let cancelled = false
    let restartTimer: ReturnType<typeof setInterval> | null = null
    void (async () => {
      let stream: MediaStream
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: inputId ? { deviceId: { exact: inputId } } : true })
      } catch (error) {
        if (!cancelled) setMicProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'missing')
        return
      }
      if (cancelled) return stream.getTracks().forEach((t) => t.stop())
      streamRef.current = stream
      void navigator.mediaDevices
        .enumerateDevices()
        .then((all) => setDevices({ inputs: all.filter((d) => d.kind === 'audioinput'), outputs: all.filter((d) => d.kind === 'audiooutput') }))
        .catch(() => undefined)
      const ice = await loadIce().catch(() => ({ iceServers: [], ttlSeconds: 0 }))
      if (cancelled) return
      const pc = new RTCPeerConnection({ iceServers: ice.iceServers, iceTransportPolicy: relay ? 'relay' : 'all' })
      pcRef.current = pc
      for (const track of stream.getAudioTracks()) pc.addTrack(track, stream)
      pc.ontrack = (event) => {
        if (audioRef.current) audioRef.current.srcObject = event.streams[0] ?? new MediaStream([event.track])
      }
      pc.onicecandidate = (event) => send({ type: 'call.ice', consultationId, candidate: event.candidate ? (event.candidate.toJSON() as IceCandidateInit) : null })
      pc.onconnectionstatechange = () => {
        const state = pc.connectionState
        setMediaState(state)
        if (state === 'connected') report('connected')
        if (state === 'disconnected' || state === 'failed') {
          report('disconnected')
          // The customer restarts ICE until the path is back (the server allows the grace for it).
          if (role === 'customer' && !restartTimer) {
            void offer(true)
            restartTimer = setInterval(() => {
              if (pc.connectionState === 'connected' || pc.connectionState === 'closed') {
                if (restartTimer) clearInterval(restartTimer)
                restartTimer = null
                return
              }
              void offer(true)
            }, 6_000)
          }
        }
      }
      if (role === 'customer') await offer(false)
    })()
    return () => {
      cancelled = true
      if (restartTimer) clearInterval(restartTimer)
      if (offerTimer.current) clearInterval(offerTimer.current)
      pcRef.current?.close()
      pcRef.current = null
      streamRef.current?.getTracks().forEach((t) => t.stop())
      streamRef.current = null
    }
    // inputId is applied with replaceTrack below, not by restarting the call
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, role, client, consultationId, relay])

  // Signalling from the other side, and the server's view of the call.
  useEffect(() => {
    if (!client) return
    return client.on((event: ServerEvent) => {
      if (!('consultationId' in event) || event.consultationId !== consultationId) return
      if (event.type === 'call.state') {
        setCallState(event.state)
        setConnectedAt(event.connectedAt)
        setBill(event.bill)
        return
      }
      const pc = pcRef.current
      if (!pc) return
      if (event.type === 'call.offer' && role === 'astrologer') {
        void (async () => {
          // The same offer again (resent until answered): answer it again.
          if (pc.remoteDescription?.sdp === event.sdp && pc.localDescription?.type === 'answer') {
            send({ type: 'call.answer', consultationId, sdp: pc.localDescription.sdp })
            return
          }
          await pc.setRemoteDescription({ type: 'offer', sdp: event.sdp })
          for (const c of pendingIce.current.splice(0)) await pc.addIceCandidate(c ?? undefined).catch(() => undefined)
          await pc.setLocalDescription(await pc.createAnswer())
          await gathered(pc)
          if (pc.localDescription) send({ type: 'call.answer', consultationId, sdp: pc.localDescription.sdp })
        })().catch(() => undefined)
      } else if (event.type === 'call.answer' && role === 'customer') {
        if (pc.signalingState !== 'have-local-offer') return
        void (async () => {
          await pc.setRemoteDescription({ type: 'answer', sdp: event.sdp })
          if (offerTimer.current) clearInterval(offerTimer.current)
          for (const c of pendingIce.current.splice(0)) await pc.addIceCandidate(c ?? undefined).catch(() => undefined)
        })().catch(() => undefined)
      } else if (event.type === 'call.ice') {
        if (!pc.remoteDescription) pendingIce.current.push(event.candidate)
        else void pc.addIceCandidate(event.candidate ?? undefined).catch(() => undefined)
      }
    })
  }, [client, consultationId, role, send])

  // A socket that reconnects tells the server the media state again (a restarted server forgets it).
  useEffect(() => {
    if (!client) return
    return client.onStatus((status) => {
      if (status === 'open' && reported.current) send({ type: 'call.media', consultationId, state: reported.current })
    })
  }, [client, consultationId, send])

  // The connection-quality hint and the numbers behind it.
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => {
      const pc = pcRef.current
      if (!pc) return
      void pc.getStats().then((report) => {
        let bytesReceived = 0
        let bytesSent = 0
        let lost = 0
        let received = 0
        let rtt: number | null = null
        let candidateType: string | null = null
        const byId = new Map<string, Record<string, unknown>>()
        report.forEach((s: Record<string, unknown>) => byId.set(s.id as string, s))
        report.forEach((s: Record<string, unknown>) => {
          if (s.type === 'inbound-rtp' && s.kind === 'audio') {
            bytesReceived += Number(s.bytesReceived ?? 0)
            lost += Number(s.packetsLost ?? 0)
            received += Number(s.packetsReceived ?? 0)
          }
          if (s.type === 'outbound-rtp' && s.kind === 'audio') bytesSent += Number(s.bytesSent ?? 0)
          if (s.type === 'transport' && typeof s.selectedCandidatePairId === 'string') {
            const pair = byId.get(s.selectedCandidatePairId)
            if (pair) {
              if (typeof pair.currentRoundTripTime === 'number') rtt = Math.round(pair.currentRoundTripTime * 1000)
              candidateType = (byId.get(pair.localCandidateId as string)?.candidateType as string | undefined) ?? null
            }
          }
        })
        const total = lost + received
        const iceUfrag = /a=ice-ufrag:(\S+)/.exec(pc.localDescription?.sdp ?? '')?.[1] ?? null
        setStats({ bytesReceived, bytesSent, roundTripMs: rtt, lossPercent: total > 0 ? (lost / total) * 100 : null, candidateType, iceUfrag })
      })
    }, 2_000)
    return () => clearInterval(timer)
  }, [active])

  const toggleMute = useCallback(() => {
    setMuted((was) => {
      for (const track of streamRef.current?.getAudioTracks() ?? []) track.enabled = was
      return !was
    })
  }, [])

  const chooseInput = useCallback(
    async (deviceId: string) => {
      setInputId(deviceId)
      const pc = pcRef.current
      if (!pc) return
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { deviceId: { exact: deviceId } } })
      const track = stream.getAudioTracks()[0]
      if (!track) return
      track.enabled = !muted
      const sender = pc.getSenders().find((s) => s.track?.kind === 'audio')
      await sender?.replaceTrack(track)
      streamRef.current?.getTracks().forEach((t) => t.stop())
      streamRef.current = stream
    },
    [muted],
  )

  const chooseOutput = useCallback(async (deviceId: string) => {
    setOutputId(deviceId)
    const audio = audioRef.current as (HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> }) | null
    await audio?.setSinkId?.(deviceId)
  }, [])

  const canChooseOutput = typeof HTMLAudioElement !== 'undefined' && 'setSinkId' in HTMLAudioElement.prototype

  return {
    audioRef,
    callState,
    connectedAt,
    bill,
    mediaState,
    micProblem,
    muted,
    toggleMute,
    stats,
    quality: stats ? qualityOf(stats.roundTripMs, stats.lossPercent) : null,
    devices,
    inputId,
    outputId,
    chooseInput,
    chooseOutput,
    canChooseOutput,
  }
}
