# The ports bound takes unions of overlapping units, not single
# resources alone: on sapphirerapids comisd holds port 0 and each branch
# port 0 or 6, so ports 0 and 6 serve three uses an iteration and bind at
# 1.50 cycles (SPRPort00_06), where port 0 alone says 1.00; the
# simulation agrees (1.50).  The loop is search.c:88 of the accuracy
# corpus at -O2, its inner branch made to leave the loop, as the harness
# ran it (falling through): a jump to the label after it would be taken
# on the loop's path, and with the back edge two taken branches at one a
# cycle would bind at 2.00.
# RUN: -mcpu=sapphirerapids -iterations=1000 -bounds -instruction-info=false -resource-pressure=false
# RUN-json: -mcpu=sapphirerapids -bounds -json -summary-view=false -instruction-info=false -resource-pressure=false
.L50:
	movsd	(%rdi,%rdx,8), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.Lout
	addq	$1, %rdx
	cmpq	%rcx, %rdx
	jne	.L50
