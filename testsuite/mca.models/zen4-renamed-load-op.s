# Zen 4: a word of a bit buffer shifted in memory every iteration by a
# shlx from memory, stored back.  uops.info's Zen 4 table gives SHLX
# (R32, M32, R32) two macro-ops, its register form one: the load is a
# macro-op of its own, and the core renames it to the stored register
# (renamed-load): the chain costs the shift's cycle, not the store
# buffer's forwarding (8 cycles a step before the model said so).
# Measured on a Zen 4 host with gcc-mca-measure: 1.00-1.06 (sarx, bextr,
# bzhi and cmov from memory alike 1.00-1.01).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.0
	movl	$8, %eax
	shlx	%eax, 640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
