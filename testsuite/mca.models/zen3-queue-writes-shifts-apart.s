# Zen 3: the loop of zen3-queue-writes-shifts-together.s with the
# shifts apart.  The addq of a dispatch packet take the queues the
# shifts cannot (ALU0, ALU3) and leave ALU1 and ALU2 to them: 1.5 cycles
# per iteration.  Measured on the Zen 3 host with gcc-mca-measure:
# 1.50-1.58 in the 14 orders with no three shifts together (given their
# queues one by one, by room and in turn, the addq took ALU1 or ALU2
# from the shifts: 2.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 1.50
	addq	$1, %r8
	addq	$1, %r9
	shrxq	%rcx, %rdi, %rbp
	shrxq	%rcx, %rdi, %rbp
	addq	$1, %r10
	shrxq	%rcx, %rdi, %rbp
