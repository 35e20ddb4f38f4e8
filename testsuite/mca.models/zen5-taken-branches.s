# Zen 5: a loop's path whose three compare-and-branch pairs are taken
# (each jumps to the label after it) beside its back edge: four taken
# branches an iteration, two a cycle.  Real loops (not gcc-mca-measure,
# which runs every branch falling through), aligned to 64 bytes, timed
# against a chain of dependent addq: 1.97, 2.01 and 2.02 in three rounds
# (three taken branches 1.50-1.57, two 0.99-1.01).
# SOURCE: loops timed on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
.Lt0:
	cmpq	$0, %r10
	jge	.Lt1
.Lt1:
	cmpq	$0, %r10
	jge	.Lt2
.Lt2:
	cmpq	$0, %r10
	jge	.Lt3
.Lt3:
	decq	%rcx
	jnz	.Lt0
