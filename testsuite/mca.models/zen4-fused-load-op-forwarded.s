# Zen 4: blsr from a location and the store back.  uops.info gives BLSR
# (R32, M32) one macro-op, like its register form: the load is fused
# with its operation and not renamed, and the chain waits for the store
# buffer's forwarding (popcnt, andn and movslq from memory alike).
# Measured on a Zen 4 host with gcc-mca-measure: 7.53 (popcnt 7.54,
# andn 7.52, movslq and an addq 8.18); before, the model renamed it
# (1.05).  The figure below is the model's forwarding chain, whose
# cycles come from other chains (forward-cycles): 6% above this one.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 7.98
# BINDS: dependency through memory
	blsrl	640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
