# The dot-product with the model the llvm-mca manual's report came from
# (vhaddps latency 3, btver2-manual.model).  The golden outputs reproduce
# the manual's figures: 610 cycles, IPC 1.48; SCHEDQ 272 (44.6%); dispatch
# histogram 24/272/314; issue histogram 7/306/297; JFPU01 17/18/18; retire
# histogram 109/102/399; ROB 35 (54.7%) and 32 (50.0%); 900 mappings, 35
# at most; and its 3-iteration timeline.  (The manual's Average Wait times
# total prints 0.5 for column [2]; its own rows sum to 5 cycles over 9
# executions, 0.6, which is what llvm-mca-19's formula prints.)
# RUN: -model-file=%S/btver2-manual.model -iterations=300
# RUN-timeline: -model-file=%S/btver2-manual.model -iterations=3 -timeline
# RUN-allstats: -model-file=%S/btver2-manual.model -iterations=300 -all-stats
vmulps	%xmm0, %xmm1, %xmm2
vhaddps	%xmm2, %xmm2, %xmm3
vhaddps	%xmm3, %xmm3, %xmm4
