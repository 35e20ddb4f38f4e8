# A front-end bound for instructions whose class begins and ends its
# dispatch group: on sapphirerapids vpmullq renames in a cycle of its
# own (class-fixes kind alone), so with one addq the loop's two
# instructions take two cycles where the ports give 1.50: the bound
# binds at 2.00, as the simulation runs (measured on the Emerald
# Rapids host 2.00-2.02).  Its instruction is the vpmullq.
# RUN: -mcpu=sapphirerapids -iterations=1000 -bounds -instruction-info=false -resource-pressure=false
	vpmullq	%ymm1, %ymm2, %ymm3
	addq	%rax, %rbx
